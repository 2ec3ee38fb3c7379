import { useEffect, useRef } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { TranscriptFocusProvider } from '#web/components/transcript/transcript-focus.tsx';
import { useStartProcessing } from '../api/start-processing.ts';
import { useLiveChannel } from '../api/use-live-channel.ts';
import { AdvancedSettings } from './advanced-settings/advanced-settings.tsx';
import { AgendaPanel } from './agenda-panel.tsx';
import { ChatSimulator } from './chat-simulator.tsx';
import { ConnectionIssue } from './connection-issue.tsx';
import { DebugPanel } from './debug-panel.tsx';
import { LiveSessionHeader } from './live-session-header.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

type LiveDashboardProps = { session: SessionDetail; debug: boolean };

/**
 * A loaded session: the header, the four columns (agenda, chat, suggestions, scorecard), the
 * advanced settings, and in debug mode the notes and raw live events. Opening it tells the
 * server to start processing, once, and keeps every column live.
 */
export function LiveDashboard({ session, debug }: LiveDashboardProps) {
  const channel = useLiveChannel(session.id, session, { keepLog: debug });
  useStartProcessingOnce(session.id);

  return (
    <div className="grid gap-6">
      <LiveSessionHeader session={session} connected={channel.connected} />
      <TranscriptFocusProvider>
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 min-[1400px]:grid-cols-4">
          <AgendaPanel session={session} />
          <ChatSimulator session={session} />
          <SuggestionsPanel sessionId={session.id} />
          <ScorecardPanel session={session} />
        </div>
      </TranscriptFocusProvider>
      <AdvancedSettings session={session} debug={debug} />
      {debug && <DebugPanel sessionId={session.id} log={channel.log} />}
      {channel.error && <ConnectionIssue error={channel.error} onDismiss={channel.dismissError} />}
    </div>
  );
}

function useStartProcessingOnce(sessionId: string) {
  const { mutate } = useStartProcessing(sessionId);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === sessionId) return;
    started.current = sessionId;
    mutate();
  }, [sessionId, mutate]);
}
