import { CancellationErrorCode } from 'microsoft-cognitiveservices-speech-sdk';
import { SpeechError } from '#server/speech/speech-provider.ts';

/**
 * Maps the SDK's cancellation to the port's errors. On Node the SDK reports a refused WebSocket
 * upgrade as ConnectionFailure with "Unexpected server response: 401" in its details, so the HTTP
 * status in the details counts as much as the error code.
 */
export function cancellationError(code: CancellationErrorCode, details: string | undefined): SpeechError {
  const text = details ?? '';
  const status = /\b(?:response|status(?:code)?)\D{0,3}([1-5]\d\d)\b/i.exec(text)?.[1];
  const said = (pattern: RegExp) => pattern.test(text);
  if (
    code === CancellationErrorCode.AuthenticationFailure ||
    code === CancellationErrorCode.Forbidden ||
    status === '401' ||
    status === '403' ||
    said(/unauthori[sz]ed|forbidden|authentication/i)
  )
    return new SpeechError(
      'unauthorized',
      'Azure Speech refused the key or region (check AZURE_SPEECH_KEY)',
      false,
    );
  if (
    code === CancellationErrorCode.TooManyRequests ||
    status === '429' ||
    said(/too many requests|throttl/i)
  )
    return new SpeechError('rate_limited', 'Azure Speech is limiting requests (429)', true);
  if (code === CancellationErrorCode.ServiceTimeout)
    return new SpeechError('timeout', 'Azure Speech timed out', true);
  if (code === CancellationErrorCode.BadRequestParameters)
    return new SpeechError('unavailable', `Azure Speech refused the settings: ${text}`, false);
  return new SpeechError('unavailable', `Azure Speech is unavailable${status ? ` (${status})` : ''}`, true);
}

/** The service took audio but its last results never came (recognition ends with the audio). */
export const lastResultsTimeout = () =>
  new SpeechError('timeout', 'Azure Speech did not send its last results in time', true);
