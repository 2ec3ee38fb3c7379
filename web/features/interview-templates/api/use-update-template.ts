import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { InterviewTemplateUpdateFields } from '#contracts/interview-templates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { templateKeys } from './keys.ts';

/** Saves a template's details; the list and the template are read again, then its page opens. */
export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: InterviewTemplateUpdateFields) =>
      apiRequest(`/api/interview-setup/templates/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update template. Please try again.' } },
    onSuccess: async () => {
      notifySuccess('Template Updated', 'Your interview template has been successfully updated.');
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      navigate(`/interview-templates/${id}`);
    },
  });
}
