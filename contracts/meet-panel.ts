import { z } from 'zod';
import { Id } from './common.ts';

/**
 * The Google Meet side panel inside Meet (decision 037): the dialog window it opens signs in and
 * asks for a grant for the meeting's session, which it hands to the panel's frame.
 */
export const PanelGrantInput = z.object({
  /** The Meet code (`abc-defg-hij`) or meeting id the panel runs in. */
  meeting: z
    .string({ error: 'meeting is required' })
    .trim()
    .min(1, 'meeting is required')
    .max(200, 'meeting must be at most 200 characters'),
});
export type PanelGrantInput = z.infer<typeof PanelGrantInput>;

export const PanelGrantDto = z.object({
  /** Sent as `Authorization: Bearer …` (and as the live channel's subprotocol); never a cookie. */
  grant: z.string(),
  expiresAt: z.iso.datetime(),
  sessionId: Id,
});
export type PanelGrantDto = z.infer<typeof PanelGrantDto>;

/** The message the dialog window posts to the panel's frame (same origin only). */
export const PANEL_GRANT_MESSAGE = 'interview-hub:meet-panel-grant';
