import type { SessionDetail } from '#contracts/sessions.ts';
import { ParticipantMappingsEditor } from './participant-mappings-editor.tsx';
import { SettingCard } from './setting-card.tsx';
import { ZoomDetectedParticipants } from './zoom-detected-participants.tsx';
import { ZoomMeetingIdForm } from './zoom-meeting-id-form.tsx';
import { ZoomRtmsSection } from './zoom-rtms-section.tsx';

/**
 * The Zoom meeting this session listens to, who is who among its participants (as mapped, and as
 * its stream heard them), and the session's Zoom stream.
 */
export function ZoomMeetingPanel({ session }: { session: SessionDetail }) {
  return (
    <SettingCard title="Zoom Meeting" description="Connect a Zoom meeting and say who is who in it.">
      {/* Re-mounted when the saved id changes, so the field shows what the server holds. */}
      <ZoomMeetingIdForm key={session.zoomMeetingId ?? ''} session={session} />
      <ParticipantMappingsEditor session={session} />
      <ZoomDetectedParticipants session={session} />
      <ZoomRtmsSection session={session} />
    </SettingCard>
  );
}
