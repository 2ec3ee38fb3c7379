import type { RtmsState, RtmsStatusDto } from '#contracts/rtms.ts';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const STATE: Record<RtmsState, { label: string; variant: BadgeProps['variant'] }> = {
  waiting: { label: 'Waiting for Zoom', variant: 'warning' },
  connecting: { label: 'Connecting', variant: 'outline' },
  streaming: { label: 'Streaming', variant: 'success' },
  reconnecting: { label: 'Reconnecting', variant: 'warning' },
  stopped: { label: 'Stopped', variant: 'secondary' },
};

/** The session's Zoom stream: its state, the meeting it comes from, and why it ended. */
export function ZoomRtmsStatus({ status }: { status: RtmsStatusDto | undefined }) {
  const state = status ? STATE[status.state] : undefined;
  return (
    <div className="grid gap-1">
      <p className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">RTMS status</span>
        {state ? (
          <Badge variant={state.variant}>{state.label}</Badge>
        ) : (
          <Badge variant="outline">Checking...</Badge>
        )}
      </p>
      {status?.streamData && (
        <p className="text-xs break-all text-muted-foreground">
          Meeting <span className="font-mono">{status.streamData.meeting_uuid}</span>
        </p>
      )}
      {status?.state === 'stopped' && status.stopReason && (
        <p className="text-xs text-muted-foreground">Ended: {status.stopReason}</p>
      )}
    </div>
  );
}
