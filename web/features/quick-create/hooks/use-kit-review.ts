import { useState } from 'react';
import type { QuickCreateOutput, QuickCreateSaveInput } from '#contracts/quick-create.ts';
import { initialReview, type ReviewState } from '#contracts/quick-create-review.ts';
import {
  type SaveErrors,
  type SaveField,
  type SessionDetailsValues,
  saveErrors,
  savePayload,
} from '../utils/save-payload.ts';

const FIELD_ORDER: readonly SaveField[] = ['interviewTitle', 'candidateName', 'form'];

/**
 * The review of one generated kit: the session details and the state of every agenda and scorecard
 * item (rules in contracts/quick-create-review.ts). Errors show once Create Session was tried.
 */
export function useKitReview(output: QuickCreateOutput) {
  const [details, setDetails] = useState<SessionDetailsValues>({
    interviewTitle: output.interviewTitle,
    candidateName: output.candidateName,
  });
  const [agenda, setAgenda] = useState<ReviewState>(() => initialReview('agenda', output.agenda.items));
  const [scorecard, setScorecard] = useState<ReviewState>(() =>
    initialReview('scorecard', output.scorecard.items),
  );
  const [submitted, setSubmitted] = useState(false);
  const payload = savePayload(output, details, { agenda, scorecard });
  const errors = saveErrors(payload);

  /** The payload to send, or the first field to fix (its error is shown now). */
  const submit = (): { payload: QuickCreateSaveInput } | { invalid: SaveField } => {
    setSubmitted(true);
    const invalid = FIELD_ORDER.find((field) => errors[field]);
    return invalid ? { invalid } : { payload };
  };

  return {
    details,
    updateDetails: (change: Partial<SessionDetailsValues>) =>
      setDetails((current) => ({ ...current, ...change })),
    agenda,
    setAgenda,
    scorecard,
    setScorecard,
    errors: submitted ? errors : ({} satisfies SaveErrors),
    submit,
  };
}
