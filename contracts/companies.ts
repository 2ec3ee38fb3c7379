import { z } from 'zod';
import {
  Id,
  NAME_MAX,
  optionalEmail,
  optionalText,
  optionQuery,
  PageQuery,
  page,
  URL_MAX,
} from './common.ts';

export const COMPANY_NAME_REQUIRED = 'Company name is required';

export const CompanyInput = z.object({
  name: z
    .string({ error: COMPANY_NAME_REQUIRED })
    .trim()
    .min(1, COMPANY_NAME_REQUIRED)
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  description: optionalText(),
  website: optionalText(URL_MAX),
  industry: optionalText(NAME_MAX),
  contactEmail: optionalEmail(),
  contactPhone: optionalText(50),
  address: optionalText(500),
  location: optionalText(NAME_MAX),
});
export type CompanyInput = z.input<typeof CompanyInput>;

export const CompanyDto = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CompanyDto = z.infer<typeof CompanyDto>;

/** Search over name, industry and contact e-mail, case-insensitive. */
export const CompanyListQuery = PageQuery;
/** Its items carry the first `LISTED_DESCRIPTION_MAX` characters of their description. */
export const CompanyPage = page(CompanyDto);
export type CompanyPage = z.infer<typeof CompanyPage>;

export const CompanyStats = z.object({
  activeJobOpenings: z.number().int(),
  totalJobOpenings: z.number().int(),
});
export type CompanyStats = z.infer<typeof CompanyStats>;

/** For selectors: a company of the user, name only. */
export const CompanyOption = z.object({ id: Id, name: z.string() });
export type CompanyOption = z.infer<typeof CompanyOption>;
/** The company selector's search; the matches come ordered by name. */
export const CompanyOptionQuery = optionQuery('name');
export type CompanyOptionQuery = z.input<typeof CompanyOptionQuery>;
