import {
  AGENDA_DEFAULT_MAX_MINUTES,
  AGENDA_DEFAULT_MIN_MINUTES,
  type AgendaDto,
  type AgendaFields,
  type AgendaInput,
} from '#contracts/agendas.ts';

/** The form's starting values: an agenda's fields, or the 30–60 minute default range (spec 001 §9). */
export function agendaFormValues(agenda?: AgendaDto): AgendaInput {
  return {
    title: agenda?.title ?? '',
    description: agenda?.description ?? '',
    content: agenda?.content ?? '',
    source: agenda?.source ?? 'manual',
    generationPrompt: agenda?.generationPrompt ?? '',
    jobDescription: agenda?.jobDescription ?? '',
    existingScorecardRef: agenda?.existingScorecardRef ?? '',
    selectedScorecardId: agenda?.selectedScorecardId ?? null,
    timeRangeMin: agenda?.timeRangeMin ?? AGENDA_DEFAULT_MIN_MINUTES,
    timeRangeMax: agenda?.timeRangeMax ?? AGENDA_DEFAULT_MAX_MINUTES,
  };
}

/** A manual agenda keeps no generation inputs, even ones typed before switching AI off. */
export function agendaPayload(fields: AgendaFields): AgendaFields {
  if (fields.source === 'generated') return fields;
  return {
    ...fields,
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    selectedScorecardId: null,
  };
}
