import type { SessionDetail } from '#contracts/sessions.ts';
import { ScreenShareHelp } from './screen-share-help.tsx';
import { SettingCard } from './setting-card.tsx';

/**
 * How this dashboard works with a Google Meet call: it hears the call through the Meet tab,
 * shared with its audio, and the Interview Hub add-on follows the session in Meet's side panel.
 */
export function GoogleMeetCard({ session }: { session: SessionDetail }) {
  const { speaker: tab, mic } = session.audioSourceMappings;
  return (
    <SettingCard title="Google Meet" description="Hear a Meet call through its tab; follow it from Meet.">
      <p className="text-sm text-muted-foreground">
        Open the call in its own tab, select 'Capture Meeting Tab' at the top of this dashboard and share that
        tab with its audio: the tab is heard as the {tab}, your microphone as the {mic}.
      </p>
      <p className="text-sm text-muted-foreground">
        Where your Google Workspace has the Interview Hub add-on, open it from the call's Activities: its side
        panel shows this session's agenda, suggestions and scorecard (never the compliance warnings), and its
        Share button opens this dashboard ready to capture the tab.
      </p>
      <p className="text-sm">
        {session.meetingId ? (
          <>
            The add-on finds this session by meeting{' '}
            <span className="font-mono font-medium">{session.meetingId}</span>.
          </>
        ) : (
          "Link the call's code under Meeting ID so the add-on finds this session."
        )}
      </p>
      <ScreenShareHelp />
    </SettingCard>
  );
}
