import type { CompanyDto } from '#contracts/companies.ts';
import { companies } from '#server/db/schema/index.ts';
import type { CompanyRow } from '../companies.repository.ts';
import { dtoFields, isoTimeField, shortInLists } from './dto-fields.ts';
import { anyOf, defineList, type ListFilter, newestFirst } from './list-definition.ts';

/** A company's fields: a list item carries the start of the description, a record all of it. */
const companyFields = dtoFields<CompanyDto, CompanyDto, CompanyRow>({
  id: companies.id,
  name: companies.name,
  description: shortInLists(companies.description),
  website: companies.website,
  industry: companies.industry,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
  address: companies.address,
  location: companies.location,
  createdAt: isoTimeField(companies.createdAt),
  updatedAt: isoTimeField(companies.updatedAt),
});
/** A company read or written alone. */
export const toCompanyDto = companyFields.toDto;

/** Companies, newest first; the search covers name, industry and contact e-mail (spec 001 §2). */
export const companiesList = defineList({
  name: 'companies',
  table: companies,
  search: anyOf([companies.name, companies.industry, companies.contactEmail]),
  order: newestFirst(companies),
  item: companyFields.item,
});
export type CompanyFilter = ListFilter<typeof companiesList>;
