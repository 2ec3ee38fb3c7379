import { CANDIDATE_REQUIRED_MESSAGE, detectMeeting, MEETING_URL_MESSAGE } from '#contracts/sessions.ts';
import type { CandidateChoice, SessionRequest } from '../api/create-session-flow.ts';
import type { ApplicationChoice } from './application-choice.ts';
import { FULL_NAME_MESSAGE, splitFullName } from './full-name.ts';
import { type Participant, participantRecord } from './participants.ts';

/** The candidate select's value for "Create New Candidate". */
export const NEW_CANDIDATE = 'new';

export type CandidateField = {
  /** '' (none yet), {@link NEW_CANDIDATE}, or an existing candidate's id. */
  choice: string;
  /** The chosen candidate's name, kept while searches change the options. */
  name: string;
  /** The full name of a new candidate. */
  fullName: string;
};

export type SessionFormValues = {
  candidate: CandidateField;
  applications: ApplicationChoice[];
  interviewTemplateId: string;
  scorecardId: string;
  agendaId: string;
  meetingUrl: string;
  participants: Participant[];
};

export type SessionFormErrors = { candidate?: string; meetingUrl?: string };

export const EMPTY_SESSION_FORM: SessionFormValues = {
  candidate: { choice: '', name: '', fullName: '' },
  applications: [],
  interviewTemplateId: '',
  scorecardId: '',
  agendaId: '',
  meetingUrl: '',
  participants: [],
};

/** Optional; when given, a Zoom join link or a Google Meet link (spec 000 §5). */
export function meetingUrlError(meetingUrl: string): string | undefined {
  const url = meetingUrl.trim();
  return url === '' || detectMeeting(url).provider !== null ? undefined : MEETING_URL_MESSAGE;
}

export function candidateError({ choice, fullName }: CandidateField): string | undefined {
  if (choice === '') return CANDIDATE_REQUIRED_MESSAGE;
  if (choice !== NEW_CANDIDATE) return undefined;
  if (fullName.trim() === '') return CANDIDATE_REQUIRED_MESSAGE;
  return splitFullName(fullName).lastName === '' ? FULL_NAME_MESSAGE : undefined;
}

export function sessionFormErrors(values: SessionFormValues): SessionFormErrors {
  const errors: SessionFormErrors = {};
  const candidate = candidateError(values.candidate);
  const meetingUrl = meetingUrlError(values.meetingUrl);
  if (candidate) errors.candidate = candidate;
  if (meetingUrl) errors.meetingUrl = meetingUrl;
  return errors;
}

/** The request to send, from values without errors. */
export function sessionRequest(values: SessionFormValues): SessionRequest {
  const { choice, fullName } = values.candidate;
  const candidate: CandidateChoice =
    choice === NEW_CANDIDATE ? { kind: 'new', fullName: fullName.trim() } : { kind: 'existing', id: choice };
  return {
    candidate,
    applications: values.applications,
    interviewTemplateId: values.interviewTemplateId || null,
    scorecardId: values.scorecardId || null,
    agendaId: values.agendaId || null,
    meetingUrl: values.meetingUrl.trim(),
    participantMappings: participantRecord(values.participants),
  };
}

/** The name the preview shows for the candidate, or '' when none is chosen. */
export function candidateDisplayName({ choice, name, fullName }: CandidateField): string {
  if (choice === NEW_CANDIDATE) return fullName.trim();
  return choice === '' ? '' : name;
}
