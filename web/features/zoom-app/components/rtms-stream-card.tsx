import { Radio, Square } from 'lucide-react';
import { SectionCard } from '#web/components/section-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ConnectionState, ZoomAppState } from '../hooks/use-zoom-app.ts';

const CONNECTION_LABEL: Record<ConnectionState, string> = {
  disconnected: 'Disconnected',
  connecting: 'Connecting...',
  connected: 'Connected',
  error: 'Error',
};

type RtmsStreamCardProps = {
  state: ZoomAppState;
  onStart: () => void;
  onStop: () => void;
};

/**
 * The meeting's realtime media stream: Streaming or Stopped, and 'Start RTMS' (not without a
 * meeting, nor while streaming) / 'Stop RTMS'.
 */
export function RtmsStreamCard({ state, onStart, onStop }: RtmsStreamCardProps) {
  const { meeting, streaming, connection, stopping } = state;
  const canStart = state.sdk === 'ready' && meeting !== null && !streaming && connection !== 'connecting';
  const status = streaming ? (
    <Badge variant="success">Streaming</Badge>
  ) : (
    <Badge variant="secondary">Stopped</Badge>
  );
  return (
    <SectionCard
      title="Meeting audio"
      action={
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">RTMS</span>
          {status}
        </p>
      }
    >
      <div className="grid gap-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Connection: </span>
          {CONNECTION_LABEL[connection]}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onStart} disabled={!canStart}>
            <Radio aria-hidden="true" />
            {connection === 'connecting' ? 'Starting...' : 'Start RTMS'}
          </Button>
          <Button variant="outline" onClick={onStop} disabled={!streaming || stopping}>
            <Square aria-hidden="true" />
            {stopping ? 'Stopping...' : 'Stop RTMS'}
          </Button>
        </div>
        {meeting && (
          <p className="text-xs text-muted-foreground">
            Each participant's audio goes to the interview session whose Zoom meeting ID is{' '}
            <span className="font-mono">{meeting.meetingId}</span> (Advanced Settings on its dashboard), or
            waits there to be connected.
          </p>
        )}
      </div>
    </SectionCard>
  );
}
