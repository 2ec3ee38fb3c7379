import { useState } from 'react';
import { LIVE_RTMS_STATES } from '#contracts/rtms.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useConnectWebhook, useStartRtms, useStopRtms } from '#web/features/live-session/api/rtms-actions.ts';
import { useZoomConfigured } from '#web/features/live-session/api/rtms-integrations.ts';
import { usePendingWebhooks } from '#web/features/live-session/api/rtms-pending-webhooks.ts';
import { useRtmsStatus } from '#web/features/live-session/api/rtms-status.ts';
import { errorMessage } from '#web/lib/api-error.ts';
import { ZoomRtmsSelector } from './zoom-rtms-selector.tsx';
import { ZoomRtmsStatus } from './zoom-rtms-status.tsx';

const RUNNING: readonly string[] = [...LIVE_RTMS_STATES, 'waiting'];

/** The session's Zoom stream (RTMS): its status, start and stop, and the streams waiting to be connected. */
export function ZoomRtmsSection({ session }: { session: SessionDetail }) {
  const configured = useZoomConfigured();
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-medium">Zoom stream (RTMS)</h4>
      {configured === false ? (
        <p className="text-sm text-muted-foreground">
          Zoom is not set up on this server: its Zoom app's credentials are missing (see the README).
        </p>
      ) : (
        configured && <ZoomRtmsControls sessionId={session.id} />
      )}
    </div>
  );
}

function ZoomRtmsControls({ sessionId }: { sessionId: string }) {
  const status = useRtmsStatus(sessionId).data;
  const webhooks = usePendingWebhooks().data?.webhooks ?? [];
  const start = useStartRtms(sessionId);
  const stop = useStopRtms(sessionId);
  const connect = useConnectWebhook(sessionId);
  const [error, setError] = useState<string | null>(null);
  const fail = (fallback: string) => (cause: unknown) => setError(errorMessage(cause, fallback));
  const running = status !== undefined && RUNNING.includes(status.state);
  // Start takes up again the meeting the session streamed last; a new one comes by Connect or by Zoom.
  const lastMeeting = status?.streamData;
  const busy = start.isPending || stop.isPending || connect.isPending;

  return (
    <>
      <ZoomRtmsStatus status={status} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={running || !lastMeeting || busy}
          onClick={() => {
            if (!lastMeeting) return;
            setError(null);
            const input = {
              meetingUuid: lastMeeting.meeting_uuid,
              rtmsStreamId: lastMeeting.rtms_stream_id ?? undefined,
            };
            start.mutate(input, { onError: fail('Failed to start RTMS stream') });
          }}
        >
          {start.isPending ? 'Starting...' : 'Start RTMS'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!running || busy}
          onClick={() => {
            setError(null);
            stop.mutate(undefined, { onError: fail('Failed to stop RTMS stream') });
          }}
        >
          {stop.isPending ? 'Stopping...' : 'Stop RTMS'}
        </Button>
      </div>
      {!running && !lastMeeting && (
        <p className="text-xs text-muted-foreground">
          Start RTMS from the Zoom App in the meeting: the stream comes here when this session has the
          meeting's ID, or waits below to be connected.
        </p>
      )}
      <ZoomRtmsSelector
        webhooks={webhooks}
        connecting={connect.isPending}
        onConnect={(meetingUuid) => {
          setError(null);
          connect.mutate(meetingUuid, { onError: fail('Failed to connect to webhook') });
        }}
      />
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>RTMS Error</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
