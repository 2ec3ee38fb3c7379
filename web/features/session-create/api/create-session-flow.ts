import type { SessionDetail } from '#contracts/sessions.ts';
import type { ApplicationChoice, ApplicationDraft } from '../utils/application-choice.ts';
import { splitFullName } from '../utils/full-name.ts';
import type { Role } from '../utils/participants.ts';
import {
  detectMeetingOnServer,
  postApplication,
  postCandidate,
  postCompany,
  postJobOpening,
  postSession,
} from './record-requests.ts';

export type CandidateChoice = { kind: 'existing'; id: string } | { kind: 'new'; fullName: string };

/** Everything the form collected, validated. */
export type SessionRequest = {
  candidate: CandidateChoice;
  applications: ApplicationChoice[];
  interviewTemplateId: string | null;
  scorecardId: string | null;
  agendaId: string | null;
  /** Trimmed; '' when there is no meeting. */
  meetingUrl: string;
  participantMappings: Record<string, Role>;
};

/**
 * Ids of records made by an earlier attempt, by what they were made from. When a later step
 * fails and the user tries again, those records are reused instead of being made twice.
 */
export type CreatedRecords = Map<string, string>;

/**
 * Makes the new records the session needs, in order candidate, company, job opening,
 * application, then the session itself; the first application is the one the session is tied to.
 */
export async function createSessionFlow(
  request: SessionRequest,
  created: CreatedRecords,
): Promise<SessionDetail> {
  const once = async (key: string, make: () => Promise<string>) => {
    const known = created.get(key);
    if (known) return known;
    const id = await make();
    created.set(key, id);
    return id;
  };

  const { candidate } = request;
  const candidateId =
    candidate.kind === 'existing'
      ? candidate.id
      : await once(`candidate:${candidate.fullName.trim()}`, () => {
          const { firstName, lastName } = splitFullName(candidate.fullName);
          return postCandidate(firstName, lastName);
        });

  const applicationIds: string[] = [];
  for (const choice of request.applications) {
    if (choice.kind === 'existing') applicationIds.push(choice.application.id);
    else applicationIds.push(await createApplication(choice, candidateId, once));
  }

  const meetingUrl = request.meetingUrl || null;
  const meeting = meetingUrl ? await detectMeetingOnServer(meetingUrl) : null;
  return postSession({
    candidateId,
    applicationId: applicationIds[0] ?? null,
    meetingUrl,
    videoProvider: meeting?.provider ?? null,
    meetingId: meeting?.provider === 'google_meet' ? meeting.meetingId : null,
    zoomMeetingId: meeting?.provider === 'zoom' ? meeting.meetingId : null,
    participantMappings: request.participantMappings,
    interviewTemplateId: request.interviewTemplateId,
    scorecardId: request.scorecardId,
    agendaId: request.agendaId,
  });
}

type Once = (key: string, make: () => Promise<string>) => Promise<string>;

/** Two drafts naming the same new company (or the same new job there) share one record. */
async function createApplication(draft: ApplicationDraft, candidateId: string, once: Once): Promise<string> {
  const title = draft.jobTitle.trim();
  const companyName = draft.companyName.trim();
  const companyId = async () =>
    draft.companyId ?? once(`company:${companyName.toLowerCase()}`, () => postCompany(companyName));
  const jobOpeningId =
    draft.jobOpeningId ??
    (await once(`job:${draft.companyId ?? companyName.toLowerCase()}:${title.toLowerCase()}`, async () =>
      postJobOpening(title, await companyId()),
    ));
  const { status, notes } = draft;
  return once(`application:${draft.key}:${candidateId}:${jobOpeningId}:${status}:${notes}`, () =>
    postApplication({ candidateId, jobOpeningId, status, notes }),
  );
}
