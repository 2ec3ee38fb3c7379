import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationPage, ApplicationPatch, ApplicationStatus } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { APPLICATION_DEPENDENT_KEYS, applicationKeys } from './keys.ts';

type StatusChange = { id: string; status: ApplicationStatus };

/**
 * The table's inline status change: `PATCH { status }`. Cached pages take the new status at once
 * so the select does not flick back while the lists and counts refetch.
 */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: StatusChange) =>
      apiRequest(`/api/applications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status } satisfies ApplicationPatch,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update application' } },
    onSuccess: (_result, { id, status }) => {
      notifySuccess('Application updated successfully');
      queryClient.setQueriesData<ApplicationPage>({ queryKey: applicationKeys.lists() }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.id === id ? { ...item, status } : item)) }
          : page,
      );
      for (const queryKey of [applicationKeys.all, ...APPLICATION_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
