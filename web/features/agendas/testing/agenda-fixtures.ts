import type { AgendaDto } from '#contracts/agendas.ts';

export const AGENDA_ID = 'a9e0da00-0000-4000-8000-000000000001';
export const SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000001';

export function anAgenda(overrides: Partial<AgendaDto> = {}): AgendaDto {
  return {
    id: AGENDA_ID,
    title: 'Backend Onsite',
    description: 'Four steps, one hour',
    content: '- Introductions (5 min)\n- System design (40 min)\n- Questions',
    source: 'manual',
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    selectedScorecardId: null,
    timeRangeMin: 30,
    timeRangeMax: 60,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const SCORECARD_OPTIONS = [
  {
    id: SCORECARD_ID,
    title: 'Backend Technical Screen',
    description: null,
    content: 'Skills',
    source: 'manual',
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
  },
];

export const OFFLINE_MODELS = {
  models: [{ id: 'offline', label: 'Offline assistant', provider: 'offline' }],
  defaultModel: 'offline',
};
