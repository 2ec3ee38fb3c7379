import { useState } from 'react';
import type { SessionRequest } from '../api/create-session-flow.ts';
import {
  type CandidateField,
  EMPTY_SESSION_FORM,
  type SessionFormErrors,
  type SessionFormValues,
  sessionFormErrors,
  sessionRequest,
} from '../utils/session-form.ts';

type Shown = { candidate: boolean; meetingUrl: boolean };

/**
 * The create form's values. Errors are worked out on every change but shown only once the
 * field was left (meeting link) or a submit was tried, so they disappear as soon as fixed.
 */
export function useSessionForm() {
  const [values, setValues] = useState<SessionFormValues>(EMPTY_SESSION_FORM);
  const [shown, setShown] = useState<Shown>({ candidate: false, meetingUrl: false });
  const errors = sessionFormErrors(values);
  const visible: SessionFormErrors = {
    candidate: shown.candidate ? errors.candidate : undefined,
    meetingUrl: shown.meetingUrl ? errors.meetingUrl : undefined,
  };

  const update = (change: Partial<SessionFormValues>) => setValues((current) => ({ ...current, ...change }));

  /** A new candidate keeps the drafted applications but not the previous candidate's own ones. */
  const setCandidate = (candidate: CandidateField) =>
    setValues((current) => ({
      ...current,
      candidate,
      applications: current.applications.filter(
        (choice) => choice.kind === 'draft' || choice.application.candidateId === candidate.choice,
      ),
    }));

  /** The request to send, or the first field to fix (its error is shown now). */
  const submit = (): { request: SessionRequest } | { invalid: keyof SessionFormErrors } => {
    setShown({ candidate: true, meetingUrl: true });
    if (errors.candidate) return { invalid: 'candidate' };
    if (errors.meetingUrl) return { invalid: 'meetingUrl' };
    return { request: sessionRequest(values) };
  };

  return {
    values,
    errors: visible,
    update,
    setCandidate,
    showMeetingUrlError: () => setShown((current) => ({ ...current, meetingUrl: true })),
    submit,
  };
}
