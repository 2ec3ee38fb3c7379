import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InterviewTemplateDto, type InterviewTemplateFields } from '#contracts/interview-templates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { templateKeys } from './keys.ts';

/** Creates a template from the wizard's details, scorecard and agenda. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewTemplateFields) =>
      apiRequest('/api/interview-setup/templates', {
        method: 'POST',
        body: input,
        schema: InterviewTemplateDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create template. Please try again.' } },
    onSuccess: (template) => {
      notifySuccess('Template Created', `"${template.title}" is ready to use.`);
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
