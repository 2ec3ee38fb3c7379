import { createContext, useContext } from 'react';
import type { MeetAddon } from './meet-addon.ts';
import { realMeetAddon } from './real-meet-addon.ts';

const MeetAddonContext = createContext<MeetAddon>(realMeetAddon);

/** Puts a Meet add-on port (a fake, in tests) in place of the real SDK for the panel below it. */
export const MeetAddonProvider = MeetAddonContext.Provider;

/** The Meet add-on port: the real SDK unless a provider says otherwise. */
export function useMeetAddon(): MeetAddon {
  return useContext(MeetAddonContext);
}
