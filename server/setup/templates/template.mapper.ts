import type { AgendaDto } from '#contracts/agendas.ts';
import type { ScorecardDto } from '#contracts/scorecards.ts';
import type { AgendaRow } from '../agendas/agendas.repository.ts';
import type { ScorecardRow } from '../scorecards/scorecards.repository.ts';

/** The fields every template kind has (a scorecard has no others). */
function toTemplateDto(row: ScorecardRow | AgendaRow): ScorecardDto {
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

export const toScorecardDto = (row: ScorecardRow): ScorecardDto => toTemplateDto(row);

/** An agenda adds the scorecard it was drafted against and its time range. */
export const toAgendaDto = (row: AgendaRow): AgendaDto => ({
  ...toTemplateDto(row),
  selectedScorecardId: row.selectedScorecardId,
  timeRangeMin: row.timeRangeMin,
  timeRangeMax: row.timeRangeMax,
});
