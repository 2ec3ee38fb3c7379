import type { SessionDetail } from '#contracts/sessions.ts';
import { ScreenShareHelp } from './screen-share-help.tsx';
import { SettingCard } from './setting-card.tsx';

/** How this dashboard hears a Google Meet call: through the Meet tab, shared with its audio. */
export function GoogleMeetCard({ session }: { session: SessionDetail }) {
  const { speaker: tab, mic } = session.audioSourceMappings;
  return (
    <SettingCard title="Google Meet" description="Hear a Meet call through its browser tab.">
      <p className="text-sm text-muted-foreground">
        Open the call in its own tab, select 'Capture Meeting Tab' at the top of this dashboard and share that
        tab with its audio: the tab is heard as the {tab}, your microphone as the {mic}.
      </p>
      {session.meetingId && (
        <p className="text-sm text-muted-foreground">
          This session is linked to meeting {session.meetingId}.
        </p>
      )}
      <ScreenShareHelp />
    </SettingCard>
  );
}
