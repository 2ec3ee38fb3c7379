import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';

/** The part of `GET /api/integrations` the panel reads; anything else in the answer is ignored. */
const MeetSettings = z.object({
  meet: z.object({ cloudProjectNumber: z.string().regex(/^\d+$/).nullable() }),
});

/**
 * The add-on's Google Cloud project number (`GOOGLE_CLOUD_PROJECT_NUMBER` on the server), which
 * the SDK's session needs; null when the server has none, or when it answers in another shape or
 * not at all (404: a server without the integrations endpoint).
 */
export const meetProjectNumberQueryOptions = queryOptions({
  queryKey: ['/api/integrations', 'meet'] as const,
  queryFn: async ({ signal }): Promise<string | null> => {
    try {
      const parsed = MeetSettings.safeParse(await apiRequest('/api/integrations', { signal }));
      return parsed.success ? parsed.data.meet.cloudProjectNumber : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
