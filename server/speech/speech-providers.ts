import type { SpeechConfig } from '#server/config.ts';
import type { ThreadedSpeech } from './providers/thread/speech-thread.ts';
import type { SpeechProvider } from './speech-provider.ts';

/**
 * The server's speech-to-text provider as `config.speech` chooses it (SPEECH_PROVIDER, or the
 * first configured of Azure and an OpenAI-style server); undefined for `browser`, where the
 * server records audio and the browser transcribes the microphone itself. Only the chosen
 * provider's SDK is loaded (the Azure SDK alone takes about half a second).
 */
export async function createSpeechProvider(config: SpeechConfig): Promise<SpeechProvider | undefined> {
  switch (config.provider) {
    case 'browser':
      return undefined;
    case 'azure':
      if (!config.azure) throw new Error('Speech provider azure needs AZURE_SPEECH_KEY');
      return (await import('./providers/azure/azure-speech.provider.ts')).createAzureSpeechProvider(
        config.azure,
      );
    case 'openai':
      if (!config.openai) throw new Error('Speech provider openai needs TRANSCRIBE_BASE_URL or an API key');
      return (await import('./providers/openai/openai-speech.provider.ts')).createOpenAiSpeechProvider(
        config.openai,
      );
  }
}

/**
 * The server's provider: `createSpeechProvider`'s, its live streams run on a thread of their own
 * (speech-thread.ts). Closed with the server.
 */
export async function startSpeechProvider(
  config: SpeechConfig,
  onError: (error: unknown) => void,
): Promise<ThreadedSpeech | undefined> {
  const provider = await createSpeechProvider(config);
  if (!provider) return undefined;
  return (await import('./providers/thread/speech-thread.ts')).speechOnThread(config, provider, { onError });
}
