import { z } from 'zod';

export const Id = z.uuid({ message: 'Invalid id' });

export const IdParams = z.object({ id: Id });

export const TEXT_MAX = 10_000;
export const LONG_TEXT_MAX = 200_000;
export const NAME_MAX = 200;
export const URL_MAX = 2_048;
/**
 * Characters of its description that a company or job opening carries in a list page: its card
 * shows two lines of them, and the detail page reads the whole record.
 */
export const LISTED_DESCRIPTION_MAX = 300;

/** An optional text field: trimmed; empty or absent becomes null. */
export const optionalText = (max = TEXT_MAX, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (message: string, max = NAME_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** An optional e-mail address: empty is allowed, anything else must be valid. */
export const optionalEmail = (message = 'Please enter a valid email') =>
  z
    .string()
    .trim()
    .max(320, message)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { message });

/**
 * Years a date may fall in: four-digit years, as the ISO strings the API answers with are
 * written (`+099999-01-01` or year 0 would be stored, then break every answer that carries them).
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;
export const DATE_RANGE_MESSAGE = `Dates must be between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;

/** Whether a parseable date's UTC year is within DATE_YEAR_MIN…DATE_YEAR_MAX. */
export const withinDateRange = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};

/** An ISO date or date-time string, within the date range; as an ISO timestamp. */
export const isoDate = (message = 'Please enter a valid date') =>
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), { message, abort: true })
    .refine(withinDateRange, { message: DATE_RANGE_MESSAGE })
    .transform((v) => new Date(v).toISOString());

/** An ISO date or date-time string, within the date range; empty becomes null. */
export const optionalIsoDate = (message = 'Please enter a valid date') =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), { message, abort: true })
    .refine((v) => v === null || withinDateRange(v), { message: DATE_RANGE_MESSAGE })
    .transform((v) => (v === null ? null : new Date(v).toISOString()));

/** Server-side paging for lists that can grow large (docs/decisions/009-lists-at-scale.md). */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * Selectors (candidate, job opening, company) list at most this many matches of their search:
 * a recruiter may have thousands, and a `<select>` of thousands is unusable anyway.
 */
export const OPTIONS_LIMIT = 50;
/** A selector's query: `search` is trimmed and matched case-insensitively as "contains". */
export const optionQuery = (searched: string) =>
  z.object({
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe(`Lists those whose ${searched} contains the text, case-insensitively; % and _ are literal`),
  });

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; limit: number; offset: number };

export const Created = z.object({ id: Id });
export type Created = z.infer<typeof Created>;
