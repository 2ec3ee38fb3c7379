import type { EvaluationDto, EvaluationSection } from '#contracts/evaluation.ts';
import type { AgendaItemDto, SessionDetail } from '#contracts/sessions.ts';

export const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
export const SCORECARD_ID = '5c0c0000-0000-4000-8000-000000000001';
export const SESSION_PATH = `/api/sessions/${SESSION_ID}`;

export function anAgendaItem(overrides: Partial<AgendaItemDto> = {}): AgendaItemDto {
  return {
    id: 'agenda-1',
    title: 'Introductions',
    description: null,
    duration: 5,
    status: 'pending',
    children: [],
    ...overrides,
  };
}

/** Ada Lovelace's active session as its detail read answers it, as the dashboard's tests know it. */
export function aSession(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return {
    id: SESSION_ID,
    candidateId: null,
    applicationId: null,
    candidateName: 'Ada Lovelace',
    position: 'Backend Engineer',
    status: 'active',
    startTime: '2026-11-22T10:00:00.000Z',
    endTime: null,
    progressPercentage: 0,
    interviewTemplateId: null,
    scorecardId: SCORECARD_ID,
    agendaId: null,
    meetingUrl: null,
    videoProvider: null,
    meetingId: null,
    zoomMeetingId: null,
    audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' },
    aiModel: 'offline',
    participantMappings: {},
    agenda: [],
    lastSeq: 0,
    recordingConsent: null,
    ...overrides,
  };
}

export function aSection(overrides: Partial<EvaluationSection> = {}): EvaluationSection {
  return {
    id: 'section-1',
    title: 'Communication',
    content: '',
    guidance: '',
    evidence: [],
    editedByUser: false,
    children: [],
    ...overrides,
  };
}

export function anEvaluation(sections: EvaluationSection[]): EvaluationDto {
  return { evaluationData: { sections } };
}
