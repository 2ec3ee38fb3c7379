import type { TutorialDto } from '#contracts/tutorials.ts';

export const TUTORIAL_ID = '70700000-0000-4000-8000-000000000001';
export const OTHER_TUTORIAL_ID = '70700000-0000-4000-8000-000000000002';

export function aTutorial(overrides: Partial<TutorialDto> = {}): TutorialDto {
  return {
    id: TUTORIAL_ID,
    title: 'Getting started',
    description: 'A tour of Interview Hub',
    duration: 125,
    ...overrides,
  };
}
