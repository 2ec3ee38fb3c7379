import type { SessionDetail, SessionListItem } from '#contracts/sessions.ts';

export const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
export const OTHER_SESSION_ID = '5e550000-0000-4000-8000-000000000002';

/** An ISO timestamp for a local wall-clock time, so formatted dates read the same in every zone. */
export function localIso(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function aSessionListItem(overrides: Partial<SessionListItem> = {}): SessionListItem {
  return {
    id: SESSION_ID,
    candidateId: null,
    applicationId: null,
    candidateName: 'Jane Doe',
    position: 'Staff Engineer',
    status: 'active',
    startTime: localIso(2026, 3, 4, 14, 30),
    endTime: null,
    progressPercentage: 40,
    ...overrides,
  };
}

/** The session as `POST /api/sessions/{id}/close` answers it. */
export function aSessionDetail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return {
    ...aSessionListItem(),
    interviewTemplateId: null,
    scorecardId: null,
    agendaId: null,
    meetingUrl: null,
    videoProvider: null,
    meetingId: null,
    zoomMeetingId: null,
    audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' },
    aiModel: 'gpt-3.5-turbo',
    participantMappings: {},
    agenda: [],
    lastSeq: 0,
    recordingConsent: null,
    ...overrides,
  };
}
