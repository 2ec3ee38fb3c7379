import type { ScorecardDto, ScorecardFields, ScorecardInput } from '#contracts/scorecards.ts';

/** The form's starting values: a scorecard's fields, with empty strings for missing ones. */
export function scorecardFormValues(scorecard?: ScorecardDto): ScorecardInput {
  return {
    title: scorecard?.title ?? '',
    description: scorecard?.description ?? '',
    content: scorecard?.content ?? '',
    source: scorecard?.source ?? 'manual',
    generationPrompt: scorecard?.generationPrompt ?? '',
    jobDescription: scorecard?.jobDescription ?? '',
    existingScorecardRef: scorecard?.existingScorecardRef ?? '',
  };
}

/** A manual scorecard keeps no generation inputs, even ones typed before switching AI off. */
export function scorecardPayload(fields: ScorecardFields): ScorecardFields {
  if (fields.source === 'generated') return fields;
  return { ...fields, generationPrompt: null, jobDescription: null, existingScorecardRef: null };
}

/** Spec 001 §5: Generate stays disabled until one of the three inputs has text. */
export function hasGenerationInput(values: Array<string | null | undefined>): boolean {
  return values.some((value) => (value ?? '').trim() !== '');
}
