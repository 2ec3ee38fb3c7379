import { Loader2, MonitorUp, Pause, Play, Square } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export type MeetingCaptureState = 'idle' | 'starting' | 'capturing' | 'paused';

type MeetingCaptureControlProps = {
  state: MeetingCaptureState;
  /** A record button holds the microphone; the meeting capture waits until it stops. */
  blocked: boolean;
  onStart: () => void;
  onStop: () => void;
  onPause: () => void;
  onResume: () => void;
};

/**
 * The header's capture control (spec 000 §2): 'Capture Meeting Tab' shares a tab with its audio
 * and the microphone; while capturing, 'Stop Capture' ends it and Pause/Resume holds the
 * recording (nothing is recorded or transcribed while paused).
 */
export function MeetingCaptureControl({
  state,
  blocked,
  onStart,
  onStop,
  onPause,
  onResume,
}: MeetingCaptureControlProps) {
  if (state === 'idle' || state === 'starting') {
    const starting = state === 'starting';
    return (
      <Button
        size="sm"
        onClick={onStart}
        disabled={starting || blocked}
        title={blocked ? 'Stop the recording beside the chat first' : undefined}
      >
        {starting ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <MonitorUp aria-hidden="true" />
        )}
        {starting ? 'Starting capture...' : 'Capture Meeting Tab'}
      </Button>
    );
  }
  const paused = state === 'paused';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <span
          aria-hidden="true"
          className={
            paused ? 'size-2 rounded-full bg-warning' : 'size-2 animate-pulse rounded-full bg-destructive'
          }
        />
        {paused ? 'Capture paused' : 'Capturing the meeting'}
      </span>
      {paused ? (
        <Button size="sm" variant="outline" onClick={onResume}>
          <Play aria-hidden="true" />
          Resume
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onPause}>
          <Pause aria-hidden="true" />
          Pause
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onStop}>
        <Square aria-hidden="true" />
        Stop Capture
      </Button>
    </div>
  );
}
