import {
  KIT_FORMAT,
  KIT_NEWER_VERSION,
  KIT_NOT_A_KIT,
  KIT_VERSION,
  Kit,
  type KitAgenda,
  type KitScorecard,
  type KitTemplate,
} from '#contracts/kits.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AgendaRow } from '../agendas/agendas.repository.ts';
import type { ScorecardRow } from '../scorecards/scorecards.repository.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an uploaded kit: not a kit at all, a newer version, then the contract field by field.
 * Every refusal is a 400 naming the field (`scorecard.title: Please provide a title…`).
 */
export function readKit(value: unknown): Kit {
  if (!isRecord(value) || value.format !== KIT_FORMAT) {
    throw new AppError(400, 'validation_failed', KIT_NOT_A_KIT, [
      { path: 'kit.format', message: KIT_NOT_A_KIT },
    ]);
  }
  if (typeof value.version === 'number' && value.version > KIT_VERSION) {
    throw new AppError(400, 'validation_failed', KIT_NEWER_VERSION, [
      { path: 'kit.version', message: KIT_NEWER_VERSION },
    ]);
  }
  const parsed = Kit.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: ['kit', ...issue.path].join('.'),
    message: issue.message,
  }));
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw new AppError(400, 'validation_failed', `${where}${first?.message ?? 'Invalid kit'}`, details);
}

/** The fields of a scorecard a kit carries, in the file's order. */
export const kitScorecard = (row: ScorecardRow): KitScorecard => ({
  title: row.title,
  description: row.description,
  content: row.content,
  source: row.source,
  generationPrompt: row.generationPrompt,
  jobDescription: row.jobDescription,
  existingScorecardRef: row.existingScorecardRef,
});

export const kitAgenda = (row: AgendaRow, kitScorecardId?: string): KitAgenda => ({
  title: row.title,
  description: row.description,
  content: row.content,
  source: row.source,
  generationPrompt: row.generationPrompt,
  jobDescription: row.jobDescription,
  existingScorecardRef: row.existingScorecardRef,
  timeRangeMin: row.timeRangeMin,
  timeRangeMax: row.timeRangeMax,
  draftedAgainstKitScorecard: kitScorecardId !== undefined && row.selectedScorecardId === kitScorecardId,
});

export const kitTemplate = (row: {
  title: string;
  description: string | null;
  rubrik: string | null;
}): KitTemplate => ({
  title: row.title,
  description: row.description,
  rubrik: row.rubrik,
});

/** The file's header. */
export const kitHeader = (now = new Date()) => ({
  format: KIT_FORMAT,
  version: KIT_VERSION,
  exportedAt: now.toISOString(),
});
