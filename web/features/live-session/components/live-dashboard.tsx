import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { SessionDetail } from '#contracts/sessions.ts';
import { TranscriptFocusProvider } from '#web/components/transcript/transcript-focus.tsx';
import { TranscriptionBacklog } from '#web/components/transcript/transcription-backlog.tsx';
import { useLiveChannel } from '#web/lib/sessions/live/use-live-channel.ts';
import { useStartProcessing } from '../api/start-processing.ts';
import { AdvancedSettings } from './advanced-settings/advanced-settings.tsx';
import { AgendaPanel } from './agenda-panel.tsx';
import { AutoCapturePrompt } from './audio/auto-capture-prompt.tsx';
import { CaptureNotes } from './audio/capture-notes.tsx';
import { EraseLastMinutes } from './audio/erase-last-minutes.tsx';
import { MeetingCaptureControl } from './audio/meeting-capture-control.tsx';
import { RecordingConsentDialog } from './audio/recording-consent-dialog.tsx';
import { RecordingStorageNote } from './audio/recording-storage-note.tsx';
import { useDashboardCapture } from './audio/use-dashboard-capture.ts';
import { ChatSimulator } from './chat-simulator.tsx';
import { ConnectionIssue } from './connection-issue.tsx';
import { CoverageStrip } from './coverage/coverage-strip.tsx';
import { DASHBOARD, DASHBOARD_COLUMNS } from './dashboard-columns.ts';
import { DebugPanel } from './debug-panel.tsx';
import { LiveSessionHeader } from './live-session-header.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

type LiveDashboardProps = { session: SessionDetail; debug: boolean };

/**
 * A loaded session: the header with the capture control, the four columns (agenda, chat,
 * suggestions, scorecard), the advanced settings, and in debug mode the notes and raw live
 * events. Opening it tells the server to start processing, once, and keeps every column live.
 */
export function LiveDashboard({ session, debug }: LiveDashboardProps) {
  const channel = useLiveChannel(session.id, session, { keepLog: debug });
  const capture = useDashboardCapture(session, channel.send);
  useStartProcessingOnce(session.id);
  // A search result opens the interview at its line: `?line=<chunk id>`.
  const openAt = new URLSearchParams(useSearch()).get('line');

  return (
    <div className={`grid gap-6 ${DASHBOARD}`} data-page-width="wide">
      <LiveSessionHeader
        session={session}
        connected={channel.connected}
        capture={
          <>
            <MeetingCaptureControl
              state={capture.meeting.state}
              blocked={capture.voice.recording !== null}
              onStart={capture.startMeeting}
              onStop={capture.meeting.stop}
              onPause={capture.meeting.pause}
              onResume={capture.meeting.resume}
            />
            <EraseLastMinutes session={session} />
          </>
        }
      >
        <CaptureNotes
          session={session}
          tabTranscribed={capture.meeting.tabTranscribed}
          speechKnown={capture.speech !== undefined}
        />
        <TranscriptionBacklog sessionId={session.id} />
        {session.status === 'active' && <RecordingStorageNote />}
      </LiveSessionHeader>
      {channel.error && <ConnectionIssue error={channel.error} onDismiss={channel.dismissError} />}
      <TranscriptFocusProvider openAt={openAt}>
        <CoverageStrip session={session} />
        <div className={DASHBOARD_COLUMNS}>
          <AgendaPanel session={session} />
          <ChatSimulator session={session} partials={channel.partials} voice={capture.voice} />
          <SuggestionsPanel sessionId={session.id} />
          <ScorecardPanel session={session} />
        </div>
      </TranscriptFocusProvider>
      <AdvancedSettings session={session} debug={debug} />
      {debug && <DebugPanel sessionId={session.id} log={channel.log} />}
      <RecordingConsentDialog {...capture.consentDialog} />
      <AutoCapturePrompt {...capture.autoCapturePrompt} />
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
