import type { Db } from '#server/db/client.ts';
import type { AggregateMemo } from './aggregate-memo.ts';
import { createApplicationsRepository } from './applications.repository.ts';
import { createCandidatesRepository } from './candidates.repository.ts';
import { createCompaniesRepository } from './companies.repository.ts';
import { createJobOpeningsRepository } from './job-openings.repository.ts';

/** The pipeline's four repositories over one connection (the pool, or one transaction). */
export function createPipelineRepositories(db: Db) {
  return {
    companies: createCompaniesRepository(db),
    jobOpenings: createJobOpeningsRepository(db),
    candidates: createCandidatesRepository(db),
    applications: createApplicationsRepository(db),
  };
}
export type PipelineRepositories = ReturnType<typeof createPipelineRepositories>;

/** Runs `work` in one transaction: an ownership check and the write it guards commit together. */
export type Transact = <T>(work: (repos: PipelineRepositories) => Promise<T>) => Promise<T>;

export function createTransact(db: Db): Transact {
  return (work) => db.transaction((tx) => work(createPipelineRepositories(tx)));
}

/** `transact` for a write of the user's pipeline: their totals and tiles are counted again after it. */
export const writeOfUser =
  (transact: Transact, aggregates: Pick<AggregateMemo, 'write'>, userId: string): Transact =>
  (work) =>
    aggregates.write(userId, () => transact(work));
