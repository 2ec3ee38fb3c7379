import { CancellationErrorCode } from 'microsoft-cognitiveservices-speech-sdk';
import { describe, expect, it } from 'vitest';
import { cancellationError } from './azure-errors.ts';

const refused = (status: number) =>
  `Unable to contact server. StatusCode: 1006, wss://westeurope.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1 Reason:  Unexpected server response: ${status}`;

describe('Azure cancellations', () => {
  it.each([
    [
      CancellationErrorCode.AuthenticationFailure,
      'WebSocket upgrade failed: Authentication error (401)',
      'unauthorized',
      false,
    ],
    [CancellationErrorCode.Forbidden, 'Forbidden', 'unauthorized', false],
    [CancellationErrorCode.ConnectionFailure, refused(401), 'unauthorized', false],
    [CancellationErrorCode.ConnectionFailure, refused(403), 'unauthorized', false],
    [CancellationErrorCode.TooManyRequests, 'Too many requests', 'rate_limited', true],
    [CancellationErrorCode.ConnectionFailure, refused(429), 'rate_limited', true],
    [CancellationErrorCode.ConnectionFailure, refused(503), 'unavailable', true],
    [
      CancellationErrorCode.ConnectionFailure,
      'Unable to contact server. StatusCode: 1006 Reason: connect ECONNREFUSED',
      'unavailable',
      true,
    ],
    [CancellationErrorCode.ServiceError, 'Internal service error', 'unavailable', true],
    [CancellationErrorCode.ServiceTimeout, 'Timeout while waiting for service response', 'timeout', true],
    [CancellationErrorCode.BadRequestParameters, 'Unsupported language xx-XX', 'unavailable', false],
  ] as const)('maps %s "%s" to %s', (code, details, expected, retryable) => {
    expect(cancellationError(code, details)).toMatchObject({ code: expected, retryable });
  });

  it('does not read a port number in the URL as an HTTP status', () => {
    const details =
      'Unable to contact server. StatusCode: 1006, ws://127.0.0.1:401/speech Reason: socket hang up';
    expect(cancellationError(CancellationErrorCode.ConnectionFailure, details).code).toBe('unavailable');
  });
});
