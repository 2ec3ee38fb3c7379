import type { SpeechConfig } from '#server/config.ts';
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
