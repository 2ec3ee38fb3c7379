import { z } from 'zod';

/**
 * `GET /api/integrations`: which meeting integrations this server is set up for. Zoom needs its
 * app's credentials (`ZOOM_*`); the Meet add-on's side panel needs its Cloud project number.
 */
export const IntegrationsDto = z.object({
  zoom: z.object({ configured: z.boolean() }),
  meet: z.object({ cloudProjectNumber: z.string().nullable() }),
});
export type IntegrationsDto = z.infer<typeof IntegrationsDto>;
