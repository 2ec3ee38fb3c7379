import type { z } from 'zod';
import { OPTIONS_LIMIT } from '#contracts/common.ts';
import type { CompanyDto, CompanyInput, CompanyOption, CompanyStats } from '#contracts/companies.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AggregateMemo } from './aggregate-memo.ts';
import { type CompanyFilter, companiesList, toCompanyDto } from './lists/companies.list.ts';
import { type EncodedPage, withTotal } from './lists/list-pages.ts';
import type { PipelineRepositories } from './transaction.ts';

/** The parsed body: trimmed, empty optional fields as null, unknown keys gone. */
export type CompanyFields = z.output<typeof CompanyInput>;

type Deps = { repos: Pick<PipelineRepositories, 'companies'>; aggregates: AggregateMemo };

export function createCompaniesService({ repos: { companies }, aggregates }: Deps) {
  const notFound = () => AppError.notFound('Company');

  return {
    async list(userId: string, filter: CompanyFilter): Promise<EncodedPage<CompanyDto>> {
      const page = await companies.list(userId, filter);
      return withTotal(page, () =>
        aggregates.total(userId, companiesList.name, filter, () => companies.count(userId, filter)),
      );
    },

    /** At most `OPTIONS_LIMIT` matches by name: the company selectors search as one types. */
    async options(userId: string, search: string | undefined): Promise<CompanyOption[]> {
      return companies.options(userId, search, OPTIONS_LIMIT);
    },

    async get(userId: string, id: string): Promise<CompanyDto> {
      const row = await companies.findById(userId, id);
      if (!row) throw notFound();
      return toCompanyDto(row);
    },

    async stats(userId: string, id: string): Promise<CompanyStats> {
      if (!(await companies.findById(userId, id))) throw notFound();
      const counts = await companies.jobOpeningCounts(userId, id);
      return { activeJobOpenings: counts.active, totalJobOpenings: counts.total };
    },

    async create(userId: string, fields: CompanyFields): Promise<CompanyDto> {
      const row = await aggregates.write(userId, () => companies.insert(userId, fields));
      if (!row) throw new Error('insert returned no row');
      return toCompanyDto(row);
    },

    async update(userId: string, id: string, fields: CompanyFields): Promise<CompanyDto> {
      const row = await aggregates.write(userId, () => companies.update(userId, id, fields));
      if (!row) throw notFound();
      return toCompanyDto(row);
    },

    /** Removes the company with its job openings and their applications. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await aggregates.write(userId, () => companies.delete(userId, id)))) throw notFound();
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
