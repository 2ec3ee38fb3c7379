import { describe, expect, it } from 'vitest';
import type { MeetAddonError } from './meet-addon.ts';
import { realMeetAddon } from './real-meet-addon.ts';

describe('the real Meet add-ons SDK outside Meet', () => {
  it('refuses with its MissingUrlParameter error, which the panel shows', async () => {
    window.history.replaceState(null, '', '/google-meet');
    const error = await realMeetAddon.getMeetingInfo('123456789012').catch((e: MeetAddonError) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as MeetAddonError).errorType).toBe('MissingUrlParameter');
    expect((error as MeetAddonError).message).toMatch(
      /^Meet Add-on SDK error: Missing required Meet SDK URL parameter/,
    );
  });
});
