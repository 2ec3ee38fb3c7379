import type { z } from 'zod';
import type {
  ApplicationDto,
  ApplicationInput,
  ApplicationListItem,
  ApplicationPatch,
  ApplicationStats,
} from '#contracts/applications.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AggregateMemo } from './aggregate-memo.ts';
import type { ApplicationValues } from './applications.repository.ts';
import { type ApplicationFilter, applicationsList } from './lists/applications.list.ts';
import { type EncodedPage, withTotal } from './lists/list-pages.ts';
import { type PipelineRepositories, type Transact, writeOfUser } from './transaction.ts';

export type ApplicationFields = z.output<typeof ApplicationInput>;
export type ApplicationChanges = z.output<typeof ApplicationPatch>;

type Deps = {
  repos: Pick<PipelineRepositories, 'applications'>;
  transact: Transact;
  aggregates: AggregateMemo;
  now?: () => Date;
};

const notFound = () => AppError.notFound('Application');

/** The candidate and job opening named must be the user's (checked in the writing transaction). */
async function assertReferences(
  tx: PipelineRepositories,
  userId: string,
  c: { candidateId?: string; jobOpeningId?: string },
) {
  if (c.candidateId && !(await tx.candidates.lockOwned(userId, c.candidateId))) {
    throw AppError.notFound('Candidate');
  }
  if (c.jobOpeningId && !(await tx.jobOpenings.lockOwned(userId, c.jobOpeningId))) {
    throw AppError.notFound('Job opening');
  }
}

/** Only the fields present; an absent or empty application date leaves the stored one. */
function toValues({
  applicationDate,
  ...rest
}: ApplicationChanges | ApplicationFields): Partial<ApplicationValues> {
  return applicationDate ? { ...rest, applicationDate: new Date(applicationDate) } : rest;
}

export function createApplicationsService({
  repos: { applications },
  transact,
  aggregates,
  now = () => new Date(),
}: Deps) {
  /** A full replacement (PUT) or a partial change (PATCH) of an application of the user. */
  const change = async (userId: string, id: string, changes: ApplicationChanges | ApplicationFields) => {
    const row = await writeOfUser(
      transact,
      aggregates,
      userId,
    )(async (tx) => {
      if (!(await tx.applications.lockOwned(userId, id))) throw notFound();
      await assertReferences(tx, userId, changes);
      await tx.applications.update(userId, id, toValues(changes));
      return tx.applications.findById(userId, id);
    });
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(userId: string, filter: ApplicationFilter): Promise<EncodedPage<ApplicationListItem>> {
      const page = await applications.list(userId, filter);
      return withTotal(page, () =>
        aggregates.total(userId, applicationsList.name, filter, () => applications.count(userId, filter)),
      );
    },

    /** Dashboard tiles and the sources present, counted by the database. */
    async stats(userId: string): Promise<ApplicationStats> {
      const { total, inReview, offers, hired, rejected, applied, sources } = await aggregates.get(
        userId,
        'applications.stats',
        () => applications.statusCounts(userId),
      );
      return { total, inReview, offers, hired, rejected, applied, sources };
    },

    async get(userId: string, id: string): Promise<ApplicationDto> {
      const row = await applications.findById(userId, id);
      if (!row) throw notFound();
      return row;
    },

    /** Applied today with status applied unless the body says otherwise. */
    async create(userId: string, fields: ApplicationFields): Promise<ApplicationDto> {
      const row = await writeOfUser(
        transact,
        aggregates,
        userId,
      )(async (tx) => {
        await assertReferences(tx, userId, fields);
        const id = await tx.applications.insert(userId, {
          ...fields,
          applicationDate: fields.applicationDate ? new Date(fields.applicationDate) : now(),
        });
        return id ? tx.applications.findById(userId, id) : undefined;
      });
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    update: (userId: string, id: string, fields: ApplicationFields) => change(userId, id, fields),

    /** The inline status change of the table, or any other subset of fields. */
    patch: (userId: string, id: string, changes: ApplicationChanges) => change(userId, id, changes),

    async remove(userId: string, id: string): Promise<void> {
      if (!(await aggregates.write(userId, () => applications.delete(userId, id)))) throw notFound();
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
