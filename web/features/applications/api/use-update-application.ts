import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApplicationDto, type ApplicationInput } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { APPLICATION_DEPENDENT_KEYS, applicationKeys } from './keys.ts';

export function useUpdateApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof ApplicationInput>) =>
      apiRequest(`/api/applications/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: ApplicationDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update application' } },
    onSuccess: (application) => {
      notifySuccess('Application updated successfully');
      queryClient.setQueryData(applicationKeys.detail(id), application);
      for (const queryKey of [applicationKeys.all, ...APPLICATION_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
