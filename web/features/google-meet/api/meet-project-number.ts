import { queryOptions } from '@tanstack/react-query';
import { IntegrationsDto } from '#contracts/integrations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';

/** The part of `GET /api/integrations` the panel reads; the rest of the answer is not its business. */
const MeetSettings = IntegrationsDto.pick({ meet: true });

/**
 * The add-on's Google Cloud project number (`GOOGLE_CLOUD_PROJECT_NUMBER` on the server), which
 * the SDK's session needs; null when the server has none, answers in another shape, or has no
 * such endpoint (404). It has to answer without a sign-in, which never reaches the panel inside
 * Meet (docs/decisions/032-meet-side-panel-access.md).
 */
export const meetProjectNumberQueryOptions = queryOptions({
  queryKey: ['/api/integrations', 'meet'] as const,
  queryFn: async ({ signal }): Promise<string | null> => {
    try {
      const parsed = MeetSettings.safeParse(await apiRequest('/api/integrations', { signal }));
      const number = parsed.success ? parsed.data.meet.cloudProjectNumber?.trim() : undefined;
      return number || null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
