import type { ScorecardDto } from '#contracts/scorecards.ts';

export const SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000001';
export const OTHER_SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000002';

export function aScorecard(overrides: Partial<ScorecardDto> = {}): ScorecardDto {
  return {
    id: SCORECARD_ID,
    title: 'Backend Technical Screen',
    description: 'For senior backend roles',
    content: 'Technical Skills\n- Writes clear, tested code',
    source: 'manual',
    generationPrompt: null,
    jobDescription: null,
    existingScorecardRef: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const OFFLINE_MODELS = {
  models: [{ id: 'offline', label: 'Offline assistant', provider: 'offline' }],
  defaultModel: 'offline',
};
