import {
  type QuickCreateOutput,
  type QuickCreateSaveInput,
  QuickCreateSaveInput as SaveSchema,
} from '#contracts/quick-create.ts';
import { type ReviewState, resultingAgenda, resultingScorecard } from '#contracts/quick-create-review.ts';

/** Step 2's session details, prefilled from the generated kit. */
export type SessionDetailsValues = { interviewTitle: string; candidateName: string };
export type ReviewStates = { agenda: ReviewState; scorecard: ReviewState };

export type SaveField = 'interviewTitle' | 'candidateName' | 'form';
export type SaveErrors = Partial<Record<SaveField, string>>;

/**
 * What "Create Session" sends: the session details, the agenda and scorecard as the review
 * produced them, and the model that wrote the kit as the session's model.
 */
export function savePayload(
  output: QuickCreateOutput,
  details: SessionDetailsValues,
  states: ReviewStates,
): QuickCreateSaveInput {
  return {
    interviewTitle: details.interviewTitle.trim(),
    candidateName: details.candidateName.trim(),
    agenda: { items: resultingAgenda(output.agenda.items, states.agenda) },
    scorecard: { items: resultingScorecard(output.scorecard.items, states.scorecard) },
    aiModel: output.model,
  };
}

/** The contract's checks of the payload: the first message per field. */
export function saveErrors(payload: QuickCreateSaveInput): SaveErrors {
  const parsed = SaveSchema.safeParse(payload);
  if (parsed.success) return {};
  const errors: SaveErrors = {};
  for (const issue of parsed.error.issues) {
    const head = issue.path[0];
    const field: SaveField = head === 'interviewTitle' || head === 'candidateName' ? head : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
