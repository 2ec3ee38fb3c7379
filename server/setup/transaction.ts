import type { Db } from '#server/db/client.ts';
import { createAgendasRepository } from './agendas/agendas.repository.ts';
import { createInterviewTemplatesRepository } from './interview-templates/interview-templates.repository.ts';
import { createSampleFeedbacksRepository } from './sample-feedbacks/sample-feedbacks.repository.ts';
import { createScorecardsRepository } from './scorecards/scorecards.repository.ts';

/** The setup repositories over one connection (the pool, or one transaction). */
export function createSetupRepositories(db: Db) {
  return {
    scorecards: createScorecardsRepository(db),
    agendas: createAgendasRepository(db),
    templates: createInterviewTemplatesRepository(db),
    sampleFeedbacks: createSampleFeedbacksRepository(db),
  };
}
export type SetupRepositories = ReturnType<typeof createSetupRepositories>;

/** Runs `work` in one transaction: a record, its items and the checks guarding them commit together. */
export type SetupTransact = <T>(work: (repos: SetupRepositories) => Promise<T>) => Promise<T>;

export function createSetupTransact(db: Db): SetupTransact {
  return (work) => db.transaction((tx) => work(createSetupRepositories(tx)));
}

/** Whether PostgreSQL refused a write for a foreign key (23503), e.g. deleting a row still in use. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
