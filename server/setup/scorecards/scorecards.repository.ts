import type { Db } from '#server/db/client.ts';
import { interviewTemplates, scorecardTemplateItems, scorecardTemplates } from '#server/db/schema/index.ts';
import { createTemplateRepository, type TemplateRow } from '../templates/template-repository.ts';

/** Scorecards and their items (what sessions copy); one an interview template uses is kept. */
const SCORECARDS = {
  table: scorecardTemplates,
  items: scorecardTemplateItems,
  usedBy: interviewTemplates.scorecardId,
};
export const createScorecardsRepository = (db: Db) => createTemplateRepository(db, SCORECARDS);
export type ScorecardRow = TemplateRow<typeof SCORECARDS>;
