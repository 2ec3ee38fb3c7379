import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CompanyDto, type CompanyInput } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { COMPANY_DEPENDENT_KEYS, companyKeys } from './keys.ts';

/** Saves a company; job openings and applications show its name, so they refresh too. */
export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof CompanyInput>) =>
      apiRequest(`/api/companies/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: CompanyDto,
      }),
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to update company' } },
    onSuccess: (company) => {
      notifySuccess('Company Updated', `${company.name} has been saved.`);
      queryClient.setQueryData(companyKeys.detail(id), company);
      for (const queryKey of [companyKeys.all, ...COMPANY_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
