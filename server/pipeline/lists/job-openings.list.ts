import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type JobOpeningDto, type JobOpeningListItem, JobStatus } from '#contracts/job-openings.ts';
import { companies, jobOpenings } from '#server/db/schema/index.ts';
import type { JobOpeningRow } from '../job-openings.repository.ts';
import { derived, dtoFields, isoTimeField, notListed, parsedField, shortInLists } from './dto-fields.ts';
import {
  defineList,
  joined,
  type ListFilter,
  type ListWhere,
  newestFirst,
  type Search,
} from './list-definition.ts';
import { idIn, matchesAny } from './search.ts';

/** The list searches these columns of a job opening (and the company name); selectors the title. */
type SearchedColumn = typeof jobOpenings.title | typeof jobOpenings.location | typeof jobOpenings.description;
type SearchedColumns = [SearchedColumn, ...SearchedColumn[]];

/**
 * One of the job opening's `columns`, or its company's name, contains the term. An indexed term
 * goes column by column, so each arm can use the trigram index (one OR across them would make
 * the planner prefer reading every long description); a short one is checked row by row.
 */
export const jobOpeningMatches =
  (columns: SearchedColumns): Search =>
  ({ db, kind, userId, pattern }): SQL | undefined => {
    const own = eq(jobOpenings.userId, userId);
    const byCompany = db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.userId, userId), matchesAny(pattern, [companies.name])));
    if (kind === 'short') return or(matchesAny(pattern, columns), inArray(jobOpenings.companyId, byCompany));
    const arm = (column: SearchedColumn) =>
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(own, matchesAny(pattern, [column])));
    const [first, ...others] = columns;
    const ofCompany = db
      .select({ id: jobOpenings.id })
      .from(jobOpenings)
      .where(and(own, inArray(jobOpenings.companyId, byCompany)));
    const ids = union(arm(first), ofCompany, ...others.map(arm));
    return idIn(jobOpenings.id, ids, kind);
  };

/** Due dates before this instant (the recruiter's midnight, as an ISO string) are overdue. */
export const OVERDUE_BEFORE = sql.placeholder('now');

/**
 * A job opening's fields, with its company's name: a list item leaves out the requirements and
 * all but the start of the description. `overdue` is derived at read time, never stored: a due
 * date before the list's `OVERDUE_BEFORE`, or the record's `overdueBefore` (due-dates.ts).
 */
const jobOpeningFields = dtoFields<JobOpeningDto, JobOpeningListItem, JobOpeningRow, Date>({
  id: jobOpenings.id,
  companyId: jobOpenings.companyId,
  companyName: companies.name,
  title: jobOpenings.title,
  description: shortInLists(jobOpenings.description),
  requirements: notListed(jobOpenings.requirements),
  location: jobOpenings.location,
  salaryRange: jobOpenings.salaryRange,
  employmentType: jobOpenings.employmentType,
  status: parsedField(jobOpenings.status, JobStatus),
  dueDate: isoTimeField(jobOpenings.dueDate),
  overdue: derived(
    sql`coalesce(${jobOpenings.dueDate} < ${OVERDUE_BEFORE}, false)`,
    (row: JobOpeningRow, overdueBefore: Date) =>
      row.dueDate !== null && row.dueDate.getTime() < overdueBefore.getTime(),
  ),
  createdAt: isoTimeField(jobOpenings.createdAt),
  updatedAt: isoTimeField(jobOpenings.updatedAt),
});
/** A job opening read or written alone, overdue when its due date is before `overdueBefore`. */
export const toJobOpeningDto = jobOpeningFields.toDto;

/**
 * Job openings, newest first, with their company's name; by status, employment type and company;
 * the search covers title, location, description and the company's name.
 */
export const jobOpeningsList = defineList({
  name: 'job-openings',
  table: jobOpenings,
  filters: {
    status: jobOpenings.status,
    employmentType: jobOpenings.employmentType,
    companyId: jobOpenings.companyId,
  },
  search: jobOpeningMatches([jobOpenings.title, jobOpenings.location, jobOpenings.description]),
  order: newestFirst(jobOpenings),
  joins: [joined(companies, jobOpenings.companyId)],
  item: jobOpeningFields.item,
});
export type JobOpeningWhere = ListWhere<typeof jobOpeningsList>;
export type JobOpeningFilter = ListFilter<typeof jobOpeningsList>;
