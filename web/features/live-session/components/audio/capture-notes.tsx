import { Info, ShieldCheck } from 'lucide-react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { ClockTime } from '#web/components/transcript/clock-time.tsx';
import { TabTranscriptionHelp } from './tab-transcription-help.tsx';

type CaptureNotesProps = {
  session: SessionDetail;
  /** False when the server records tab audio but has no provider to transcribe it (keyless). */
  tabTranscribed: boolean;
  /** Whether the server's speech status is loaded (nothing is said about it before). */
  speechKnown: boolean;
};

/** Calm lines under the header: who confirmed the recording notice, and what tab audio needs. */
export function CaptureNotes({ session, tabTranscribed, speechKnown }: CaptureNotesProps) {
  const consent = session.recordingConsent;
  const active = session.status === 'active';
  if (!consent && !(active && speechKnown && !tabTranscribed)) return null;
  return (
    <div className="grid gap-1.5 text-sm text-muted-foreground">
      {consent && (
        <p className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          <span>
            Recording consent confirmed by {consent.confirmedBy} at <ClockTime value={consent.confirmedAt} />
          </span>
        </p>
      )}
      {active && speechKnown && !tabTranscribed && (
        <div className="grid gap-1">
          <p className="flex items-start gap-1.5">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Meeting tab audio is recorded but not transcribed: transcribing it needs a speech provider on
              the server. {micNote()}
            </span>
          </p>
          <TabTranscriptionHelp />
        </div>
      )}
    </div>
  );
}

/** The keyless path transcribes the microphone with the browser's own recognizer, where it has one. */
function micNote(): string {
  const recognizer =
    typeof window !== 'undefined' && ('SpeechRecognition' in window || 'webkitSpeechRecognition' in window);
  return recognizer
    ? 'Your microphone is transcribed by this browser.'
    : 'This browser cannot transcribe your microphone either; type what is said.';
}
