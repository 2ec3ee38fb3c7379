import type { z } from 'zod';
import { OPTIONS_LIMIT } from '#contracts/common.ts';
import type {
  JobOpeningDto,
  JobOpeningInput,
  JobOpeningListItem,
  JobOpeningOption,
  JobOpeningStats,
} from '#contracts/job-openings.ts';
import { AppError } from '#server/lib/errors.ts';
import { type AggregateMemo, totalKey } from './aggregate-memo.ts';
import { overdueBefore } from './due-dates.ts';
import type { JobOpeningValues } from './job-openings.repository.ts';
import {
  type JobOpeningFilter,
  type JobOpeningWhere,
  jobOpeningsList,
  toJobOpeningDto,
} from './lists/job-openings.list.ts';
import { type EncodedPage, withTotal } from './lists/list-pages.ts';
import { type PipelineRepositories, type Transact, writeOfUser } from './transaction.ts';

export type JobOpeningFields = z.output<typeof JobOpeningInput>;

type Deps = {
  repos: Pick<PipelineRepositories, 'companies' | 'jobOpenings'>;
  transact: Transact;
  aggregates: AggregateMemo;
  now?: () => Date;
};

const notFound = () => AppError.notFound('Job opening');
const companyNotFound = () => AppError.notFound('Company');

function toValues(fields: JobOpeningFields): JobOpeningValues {
  return { ...fields, dueDate: fields.dueDate ? new Date(fields.dueDate) : null };
}

export function createJobOpeningsService({ repos, transact, aggregates, now = () => new Date() }: Deps) {
  const { companies, jobOpenings } = repos;

  /** Due dates before this are overdue for a recruiter in `timeZone`. */
  const dueBy = (timeZone: string | undefined) => overdueBefore(now(), timeZone);

  const list = async (
    userId: string,
    filter: JobOpeningFilter,
    timeZone?: string,
  ): Promise<EncodedPage<JobOpeningListItem>> => {
    const page = await jobOpenings.list(userId, filter, dueBy(timeZone));
    return withTotal(page, () =>
      aggregates.total(userId, jobOpeningsList.name, filter, () => jobOpenings.count(userId, filter)),
    );
  };

  return {
    list,

    /** The job openings of one company (its detail page); 404 unless the company is the user's. */
    async listOfCompany(userId: string, companyId: string, filter: JobOpeningFilter, timeZone?: string) {
      if (!(await companies.findById(userId, companyId))) throw companyNotFound();
      return list(userId, { ...filter, companyId }, timeZone);
    },

    async stats(userId: string, filter: JobOpeningWhere, timeZone?: string): Promise<JobOpeningStats> {
      const at = dueBy(timeZone);
      const key = totalKey('job-openings.stats', { ...filter, overdueBefore: at.toISOString() });
      return aggregates.get(userId, key, () => jobOpenings.stats(userId, filter, at));
    },

    /** At most `OPTIONS_LIMIT` matches by title or company name: the selectors search as one types. */
    async options(userId: string, search: string | undefined): Promise<JobOpeningOption[]> {
      return jobOpenings.options(userId, search, OPTIONS_LIMIT);
    },

    async get(userId: string, id: string, timeZone?: string): Promise<JobOpeningDto> {
      const row = await jobOpenings.findById(userId, id);
      if (!row) throw notFound();
      return toJobOpeningDto(row, dueBy(timeZone));
    },

    /** The company must be the user's: checked in the transaction that writes. */
    async create(userId: string, fields: JobOpeningFields, timeZone?: string): Promise<JobOpeningDto> {
      const row = await writeOfUser(
        transact,
        aggregates,
        userId,
      )(async (tx) => {
        if (!(await tx.companies.lockOwned(userId, fields.companyId))) throw companyNotFound();
        const id = await tx.jobOpenings.insert(userId, toValues(fields));
        return id ? tx.jobOpenings.findById(userId, id) : undefined;
      });
      if (!row) throw new Error('insert returned no row');
      return toJobOpeningDto(row, dueBy(timeZone));
    },

    async update(
      userId: string,
      id: string,
      fields: JobOpeningFields,
      timeZone?: string,
    ): Promise<JobOpeningDto> {
      const row = await writeOfUser(
        transact,
        aggregates,
        userId,
      )(async (tx) => {
        if (!(await tx.jobOpenings.lockOwned(userId, id))) throw notFound();
        if (!(await tx.companies.lockOwned(userId, fields.companyId))) throw companyNotFound();
        await tx.jobOpenings.update(userId, id, toValues(fields));
        return tx.jobOpenings.findById(userId, id);
      });
      if (!row) throw notFound();
      return toJobOpeningDto(row, dueBy(timeZone));
    },

    /** Removes the job opening with its applications. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await aggregates.write(userId, () => jobOpenings.delete(userId, id)))) throw notFound();
    },
  };
}
export type JobOpeningsService = ReturnType<typeof createJobOpeningsService>;
