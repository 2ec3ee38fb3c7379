import type { CompanyDto, CompanyInput } from '#contracts/companies.ts';

/** The form's starting values: a company's fields, with empty strings for missing ones. */
export function companyFormValues(company?: CompanyDto): CompanyInput {
  return {
    name: company?.name ?? '',
    industry: company?.industry ?? '',
    website: company?.website ?? '',
    location: company?.location ?? '',
    contactEmail: company?.contactEmail ?? '',
    contactPhone: company?.contactPhone ?? '',
    address: company?.address ?? '',
    description: company?.description ?? '',
  };
}
