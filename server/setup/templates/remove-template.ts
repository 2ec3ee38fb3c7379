import { AppError } from '#server/lib/errors.ts';
import { isForeignKeyViolation, type SetupRepositories, type SetupTransact } from '../transaction.ts';

type Kind = 'scorecards' | 'agendas';

/**
 * Deletes one of the user's scorecards or agendas; refused (409 with `inUse`, nothing changed)
 * while an interview template uses it, also when that use commits during the delete.
 */
export async function removeTemplate(
  transact: SetupTransact,
  kind: Kind,
  userId: string,
  id: string,
  errors: { notFound: () => AppError; inUse: string },
): Promise<void> {
  try {
    await transact(async (repos: SetupRepositories) => {
      const templates = repos[kind];
      if (!(await templates.lockForDelete(userId, id))) throw errors.notFound();
      if (await templates.usedByTemplate(id)) throw AppError.conflict(errors.inUse);
      await templates.delete(userId, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.conflict(errors.inUse);
    throw error;
  }
}
