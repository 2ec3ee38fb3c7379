import type { AgendaDto } from '#contracts/agendas.ts';
import type { InterviewTemplateDetail, InterviewTemplateListItem } from '#contracts/interview-templates.ts';
import type { ScorecardDto } from '#contracts/scorecards.ts';

export const TEMPLATE_ID = '7e000000-0000-4000-8000-000000000001';
export const SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000001';
export const OTHER_SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000002';
export const AGENDA_ID = 'a9e0da00-0000-4000-8000-000000000001';
export const OTHER_AGENDA_ID = 'a9e0da00-0000-4000-8000-000000000002';

const CREATED = '2026-11-22T10:00:00.000Z';

export function aScorecard(overrides: Partial<ScorecardDto> = {}): ScorecardDto {
  return {
    id: SCORECARD_ID,
    title: 'Backend Technical Screen',
    description: null,
    content: 'Technical Skills\n- Writes clear, tested code',
    source: 'manual',
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function anAgenda(overrides: Partial<AgendaDto> = {}): AgendaDto {
  return {
    id: AGENDA_ID,
    title: 'Backend Onsite',
    description: null,
    content: '- Introductions (5 min)\n- System design (40 min)',
    source: 'manual',
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    selectedScorecardId: null,
    timeRangeMin: 45,
    timeRangeMax: 90,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function aTemplateListItem(
  overrides: Partial<InterviewTemplateListItem> = {},
): InterviewTemplateListItem {
  return {
    id: TEMPLATE_ID,
    title: 'Backend Loop',
    description: 'The full onsite',
    rubrik: 'Weigh design over trivia',
    scorecardId: SCORECARD_ID,
    agendaId: AGENDA_ID,
    scorecardTitle: 'Backend Technical Screen',
    agendaTitle: 'Backend Onsite',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function aTemplateDetail(overrides: Partial<InterviewTemplateDetail> = {}): InterviewTemplateDetail {
  const { scorecardTitle: _s, agendaTitle: _a, ...base } = aTemplateListItem();
  return {
    ...base,
    scorecard: { id: SCORECARD_ID, title: 'Backend Technical Screen', content: 'Technical Skills' },
    agenda: {
      id: AGENDA_ID,
      title: 'Backend Onsite',
      content: '- Introductions (5 min)\n- System design (40 min)',
      timeRangeMin: 45,
      timeRangeMax: 90,
    },
    ...overrides,
  };
}
