import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { CompanyDto, type CompanyInput } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { companyKeys } from './keys.ts';

/** Creates a company, then opens its detail page (spec 001 §2). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: z.output<typeof CompanyInput>) =>
      apiRequest('/api/companies', { method: 'POST', body: input, schema: CompanyDto }),
    meta: { errorToast: { title: 'Creation Failed', fallback: 'Failed to create company' } },
    onSuccess: (company) => {
      notifySuccess('Company Created', `${company.name} has been added.`);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      navigate(`/companies/${company.id}`);
    },
  });
}
