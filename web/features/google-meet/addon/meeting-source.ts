import { meetingKey } from '#web/lib/meet-code.ts';
import type { MeetingInfo } from './meet-addon.ts';

/** Spec 000 §5: the add-on needs a meeting id or code. */
export const MEETING_ID_MISSING = 'Could not extract meeting ID from Google Meet.';

/**
 * Where the panel learns its meeting. Inside Meet (which adds `meet_sdk` to the address) the SDK
 * tells it. In test mode (`test=true`, spec 000 §2) and in the panel's own tab, opened from the
 * side panel, the `meetingId` parameter does, and the SDK is never loaded.
 */
export type MeetingSource = { from: 'address'; meeting: string | null } | { from: 'sdk' };

export function meetingSource(search: string): MeetingSource {
  const params = new URLSearchParams(search);
  if (params.get('test') !== 'true' && params.has('meet_sdk')) return { from: 'sdk' };
  return { from: 'address', meeting: meetingKey(params.get('meetingId') ?? '') };
}

/** The key the session is looked up by: the meeting code when Meet gives one, else its id. */
export function meetingKeyOf(info: MeetingInfo): string | null {
  return meetingKey(info.meetingCode) ?? meetingKey(info.meetingId);
}
