import type { AgendaDto } from '#contracts/agendas.ts';
import type { AgendaRow } from './agendas.repository.ts';

export function toAgendaDto(row: AgendaRow): AgendaDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    source: row.source,
    generationPrompt: row.generationPrompt,
    jobDescription: row.jobDescription,
    existingScorecardRef: row.existingScorecardRef,
    selectedScorecardId: row.selectedScorecardId,
    timeRangeMin: row.timeRangeMin,
    timeRangeMax: row.timeRangeMax,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
