import type { ScorecardDto } from '#contracts/scorecards.ts';
import type { ScorecardRow } from './scorecards.repository.ts';

export function toScorecardDto(row: ScorecardRow): ScorecardDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    source: row.source,
    generationPrompt: row.generationPrompt,
    jobDescription: row.jobDescription,
    existingScorecardRef: row.existingScorecardRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
