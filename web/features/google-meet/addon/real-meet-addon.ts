import type { MeetSidePanelClient } from '@googleworkspace/meet-addons';
import type { MeetAddon } from './meet-addon.ts';

/**
 * The side-panel client, created once per page: the SDK refuses a second add-on session
 * (`AddonSessionAlreadyCreated`). A failed attempt is forgotten, so a retry tries again.
 */
let client: Promise<MeetSidePanelClient> | undefined;

function sidePanelClient(cloudProjectNumber: string): Promise<MeetSidePanelClient> {
  client ??= (async () => {
    // Loaded only inside Meet: test mode and the signed-out pages never fetch its 47 KB.
    const { meet } = await import('@googleworkspace/meet-addons');
    const session = await meet.addon.createAddonSession({ cloudProjectNumber });
    return session.createSidePanelClient();
  })().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** The Meet add-ons SDK 1.2.0 (integrations.md §3): session, side-panel client, meeting info. */
export const realMeetAddon: MeetAddon = {
  async getMeetingInfo(cloudProjectNumber) {
    const info = await (await sidePanelClient(cloudProjectNumber)).getMeetingInfo();
    return { meetingId: info.meetingId ?? '', meetingCode: info.meetingCode ?? '' };
  },
};
