/** The one command of the design note for a self-hosted whisper server, and the settings to use it. */
export const WHISPER_COMMAND = 'docker run -p 8000:8000 ghcr.io/speaches-ai/speaches:latest-cpu';
export const WHISPER_SETTINGS =
  'TRANSCRIBE_BASE_URL=http://localhost:8000/v1 TRANSCRIBE_MODEL=Systran/faster-whisper-small';

/** What whoever runs the server can do so tab audio is transcribed (collapsed; no external links). */
export function TabTranscriptionHelp() {
  return (
    <details className="pl-5.5">
      <summary className="cursor-pointer text-foreground">How to transcribe tab audio</summary>
      <div className="mt-1.5 grid gap-1.5">
        <p>
          Give the server a key (AZURE_SPEECH_KEY with AZURE_SPEECH_REGION, or OPENAI_API_KEY), or run a
          self-hosted whisper server with one command:
        </p>
        <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all text-foreground">
          {WHISPER_COMMAND}
        </code>
        <p>then start Interview Hub with:</p>
        <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all text-foreground">
          {WHISPER_SETTINGS}
        </code>
      </div>
    </details>
  );
}
