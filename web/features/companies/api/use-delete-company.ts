import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { COMPANY_DEPENDENT_KEYS, companyKeys } from './keys.ts';

/** Deletes a company; the server removes its job openings and their applications with it. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/companies/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Delete Failed', fallback: 'Failed to delete company.' } },
    onSuccess: (_result, id) => {
      notifySuccess('Company Deleted', 'The company and all related job openings have been removed.');
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) });
      for (const queryKey of [companyKeys.all, ...COMPANY_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
