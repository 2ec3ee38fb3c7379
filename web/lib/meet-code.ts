// web/lib/: shared by the dashboard's Meeting ID setting (live-session) and the Meet side panel
// (google-meet), so a code is linked and looked up in the same form.

const CODE = /^([a-z]{3})-?([a-z]{4})-?([a-z]{3})$/;
const MEET_LINK = /^(?:https?:\/\/)?meet\.google\.com\/([a-z-]+)/;

/**
 * A Google Meet code as sessions store it (`abc-defg-hij`): lowercased, taken out of a meeting
 * link (its query dropped), dashes added to 10 bare letters (integrations.md §3). Anything else
 * (Meet's `spaces/…` id, say) is kept as given, trimmed; blank gives null.
 */
export function meetingKey(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  const candidate = MEET_LINK.exec(lower)?.[1] ?? lower;
  const code = CODE.exec(candidate);
  return code ? `${code[1]}-${code[2]}-${code[3]}` : trimmed;
}
