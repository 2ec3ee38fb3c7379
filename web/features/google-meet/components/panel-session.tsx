import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { SessionCoverageLine } from '#web/components/coverage/session-coverage-line.tsx';
import { TranscriptionBacklog } from '#web/components/transcript/transcription-backlog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useLiveChannel } from '#web/lib/sessions/live/use-live-channel.ts';
import { sessionQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { useStartProcessingOnce } from '../api/use-start-processing.ts';
import { PanelAgenda } from './panel-agenda.tsx';
import { PanelScorecard } from './panel-scorecard.tsx';
import { PanelSuggestions } from './panel-suggestions.tsx';
import { SharePrompt } from './share-prompt.tsx';

const LIVE_LABEL = { connecting: 'Connecting...', live: 'Live', disconnected: 'Disconnected' } as const;

/** Whether the panel is live: before the first open it is connecting, after a close disconnected. */
type PanelLiveState = keyof typeof LIVE_LABEL;

/**
 * Keeps the panel's reads of the session live on the dashboard's channel. A failed connection
 * shows in the badge, not as a toast ('Connection Error' is the dashboard's, spec 000 §8).
 */
function usePanelLive(session: SessionDetail): PanelLiveState {
  const { connected } = useLiveChannel(session.id, session, { toastErrors: false });
  const [openedOnce, setOpenedOnce] = useState(false);
  useEffect(() => {
    if (connected) setOpenedOnce(true);
  }, [connected]);
  if (connected) return 'live';
  return openedOnce ? 'disconnected' : 'connecting';
}

/**
 * The found session: who is interviewed, then the Agenda, Live Suggestions and Live Scorecard
 * cards, kept live by the dashboard's channel (the assistant started for it), and the share prompt.
 */
export function PanelSession({ session: found }: { session: SessionDetail }) {
  // The lookup's answer seeds the session's own entry, which the live events then update.
  const { data: session = found } = useQuery({ ...sessionQueryOptions(found.id), initialData: found });
  const live = usePanelLive(session);
  useStartProcessingOnce(session);
  const active = session.status === 'active';
  return (
    // Room at the bottom for the corner Share button.
    <div className="grid gap-3 pb-10">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-sm font-medium">{session.candidateName || 'Interview session'}</p>
          {session.position && <p className="truncate text-xs text-muted-foreground">{session.position}</p>}
        </div>
        {active ? (
          <Badge variant={live === 'live' ? 'success' : 'secondary'}>{LIVE_LABEL[live]}</Badge>
        ) : (
          <Badge variant="secondary">Session Closed</Badge>
        )}
      </div>
      <SessionCoverageLine session={session} />
      {/* Speech not transcribed yet, as the dashboard says it; the live channel keeps it current. */}
      {active && <TranscriptionBacklog sessionId={session.id} retry={false} />}
      <PanelAgenda session={session} />
      <PanelSuggestions sessionId={session.id} />
      <PanelScorecard session={session} />
      {active && <SharePrompt sessionId={session.id} />}
    </div>
  );
}
