import type { SessionDetail } from '#contracts/sessions.ts';
import { ScreenShareHelp } from './screen-share-help.tsx';
import { SettingCard } from './setting-card.tsx';

/** How this session works with Google Meet: the side-panel add-on and sharing the Meet tab. */
export function GoogleMeetCard({ session }: { session: SessionDetail }) {
  return (
    <SettingCard title="Google Meet" description="Follow this session from the Interview Hub add-on in Meet.">
      <p className="text-sm text-muted-foreground">
        {session.meetingId
          ? `The add-on in meeting ${session.meetingId} shows this session's agenda, suggestions and scorecard in the side panel.`
          : 'Link a Google Meet code to open this session from the add-on in the meeting.'}
      </p>
      <p className="text-sm text-muted-foreground">
        To transcribe the call, share the Meet tab with its audio from this dashboard.
      </p>
      <ScreenShareHelp />
    </SettingCard>
  );
}
