import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { ApiError, errorMessage } from '#web/lib/api-error.ts';
import { sessionQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { meetingSource } from '../addon/meeting-source.ts';
import { openSignInWindow, usePanelGrant } from '../api/panel-grant.ts';
import { isSignedOut, sessionByMeetingQueryOptions } from '../api/session-by-meeting.ts';
import { useMeeting } from '../api/use-meeting.ts';
import { PanelProblem, PanelProgress } from './panel-message.tsx';
import { PanelSession } from './panel-session.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

export const NOT_FOUND =
  'No interview session found for this meeting. Make sure the meeting URL was added when creating the session.';

/**
 * /google-meet — the Google Meet add-on's side panel (spec 000 §2), public: it finds the
 * interview of the meeting it runs in among the signed-in user's own sessions and follows it.
 */
export function GoogleMeetPage() {
  const search = useSearch();
  const source = useMemo(() => meetingSource(search), [search]);
  const meeting = useMeeting(source);
  return (
    <div className="grid gap-4">
      <h1 className="text-base font-semibold">Interview Hub</h1>
      {meeting.status === 'initializing' ? (
        <PanelProgress>Initializing Google Meet Add-on...</PanelProgress>
      ) : meeting.status === 'error' ? (
        <PanelProblem message={`Google Meet integration error: ${meeting.message}`}>
          {source.from === 'address' && <p>Open Interview Hub from the Activities of a Google Meet call.</p>}
        </PanelProblem>
      ) : (
        <MeetingLookup meeting={meeting.meeting} />
      )}
    </div>
  );
}

function MeetingLookup({ meeting }: { meeting: string }) {
  const lookup = useQuery(sessionByMeetingQueryOptions(meeting));
  const granted = usePanelGrant();
  const retry = () => void lookup.refetch();
  if (granted) return <GrantedSession sessionId={granted.sessionId} />;
  if (lookup.isPending) return <PanelProgress>Looking up interview session...</PanelProgress>;
  if (lookup.isSuccess) return <PanelSession session={lookup.data} />;
  if (isSignedOut(lookup.error)) {
    return (
      <SignedOutNotice
        meeting={meeting}
        onRetry={retry}
        retrying={lookup.isFetching}
        onSignIn={() => openSignInWindow(meeting)}
      />
    );
  }
  const missing = lookup.error instanceof ApiError && lookup.error.status === 404;
  return (
    <PanelProblem
      message={
        missing
          ? NOT_FOUND
          : `Could not look up the interview session. ${errorMessage(lookup.error, 'Please try again.')}`
      }
    >
      <p>
        Meeting ID: <span className="font-mono">{meeting}</span>
      </p>
    </PanelProblem>
  );
}

/** The session the sign-in window's grant covers, read with the grant (Meet's frame has no cookie). */
function GrantedSession({ sessionId }: { sessionId: string }) {
  const session = useQuery(sessionQueryOptions(sessionId));
  if (session.isPending) return <PanelProgress>Looking up interview session...</PanelProgress>;
  if (session.isError)
    return (
      <PanelProblem
        message={`Could not read the interview session. ${errorMessage(session.error, 'Please try again.')}`}
      />
    );
  return <PanelSession session={session.data} />;
}
