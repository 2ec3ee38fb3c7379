import { Mic, Square } from 'lucide-react';
import type { Speaker } from '#contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';

/** What the record buttons beside the chat inputs need from the dashboard. */
export type VoiceControls = {
  /** Whose voice the microphone is recording now, if anyone's. */
  recording: Speaker | null;
  /** Why no recording can start now (the meeting capture holds the microphone), if so. */
  blockedReason: string | null;
  onStart: (speaker: Speaker) => void;
  onStop: () => void;
};

type RecordButtonProps = { speaker: Speaker; voice: VoiceControls; disabled: boolean };

/**
 * Records one speaker's voice from the microphone (spec 000 §2, §4): one speaker at a time, so
 * the other speaker's button is disabled while this one records, and it says that it records.
 */
export function RecordButton({ speaker, voice, disabled }: RecordButtonProps) {
  if (voice.recording === speaker) {
    return (
      <Button
        type="button"
        size="icon"
        variant="destructive"
        aria-label={`Recording ${speaker}, select to stop`}
        title="Stop recording"
        onClick={voice.onStop}
      >
        <Square aria-hidden="true" className="animate-pulse" />
      </Button>
    );
  }
  const blocked = voice.recording !== null || voice.blockedReason !== null;
  const reason = voice.recording ? `Recording ${voice.recording}` : voice.blockedReason;
  return (
    <Button
      type="button"
      size="icon"
      variant="outline"
      aria-label={`Record ${speaker}`}
      title={reason ?? `Record what the ${speaker} says`}
      disabled={disabled || blocked}
      onClick={() => voice.onStart(speaker)}
    >
      <Mic aria-hidden="true" />
    </Button>
  );
}
