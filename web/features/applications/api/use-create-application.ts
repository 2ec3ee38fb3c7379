import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { ApplicationDto, type ApplicationInput } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { APPLICATION_DEPENDENT_KEYS, applicationKeys } from './keys.ts';

/** Creates an application, then opens it at /applications/{id} (spec 001 §2). */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: z.output<typeof ApplicationInput>) =>
      apiRequest('/api/applications', { method: 'POST', body: input, schema: ApplicationDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create application' } },
    onSuccess: (application) => {
      notifySuccess('Application created successfully');
      for (const queryKey of [applicationKeys.all, ...APPLICATION_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      navigate(`/applications/${application.id}`);
    },
  });
}
