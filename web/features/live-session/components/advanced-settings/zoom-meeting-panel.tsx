import type { SessionDetail } from '#contracts/sessions.ts';
import { ParticipantMappingsEditor } from './participant-mappings-editor.tsx';
import { SettingCard } from './setting-card.tsx';
import { ZoomMeetingIdForm } from './zoom-meeting-id-form.tsx';

/** The Zoom meeting this session listens to, and who is who among its participants. */
export function ZoomMeetingPanel({ session }: { session: SessionDetail }) {
  return (
    <SettingCard title="Zoom Meeting" description="Connect a Zoom meeting and say who is who in it.">
      {/* Re-mounted when the saved id changes, so the field shows what the server holds. */}
      <ZoomMeetingIdForm key={session.zoomMeetingId ?? ''} session={session} />
      <ParticipantMappingsEditor session={session} />
      <div className="grid gap-1">
        <h4 className="text-sm font-medium">Detected participants</h4>
        <p className="text-sm text-muted-foreground">No participants detected yet</p>
      </div>
    </SettingCard>
  );
}
