import type { CompanyDto } from '#contracts/companies.ts';
import { companies } from '#server/db/schema/index.ts';
import { isoTime, jsonObject, listedDescription } from './json-encode.ts';
import { anyOf, defineList, type ListFilter, newestFirst } from './list-definition.ts';

/** Companies, newest first; the search covers name, industry and contact e-mail (spec 001 §2). */
export const companiesList = defineList({
  name: 'companies',
  table: companies,
  search: anyOf([companies.name, companies.industry, companies.contactEmail]),
  order: newestFirst(companies),
  /** As `toCompanyDto` encodes a row, with the start of the description only. */
  item: jsonObject<CompanyDto>({
    id: companies.id,
    name: companies.name,
    description: listedDescription(companies.description),
    website: companies.website,
    industry: companies.industry,
    contactEmail: companies.contactEmail,
    contactPhone: companies.contactPhone,
    address: companies.address,
    location: companies.location,
    createdAt: isoTime(companies.createdAt),
    updatedAt: isoTime(companies.updatedAt),
  }),
});
export type CompanyFilter = ListFilter<typeof companiesList>;
