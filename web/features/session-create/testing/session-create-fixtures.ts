import type { ApplicationDto } from '#contracts/applications.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSessionDetail } from '#web/test/session-fixtures.ts';

export const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
export const CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000001';
export const OTHER_CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000002';
export const NEW_CANDIDATE_ID = 'ca000000-0000-4000-8000-0000000000ff';
export const COMPANY_ID = '0c0a0000-0000-4000-8000-000000000001';
export const NEW_COMPANY_ID = '0c0a0000-0000-4000-8000-0000000000ff';
export const JOB_ID = '10b00000-0000-4000-8000-000000000001';
export const NEW_JOB_ID = '10b00000-0000-4000-8000-0000000000ff';
export const APPLICATION_ID = 'a0000000-0000-4000-8000-000000000001';
export const NEW_APPLICATION_ID = 'a0000000-0000-4000-8000-0000000000ff';
export const TEMPLATE_ID = '7e000000-0000-4000-8000-000000000001';
export const SCORECARD_ID = '5c000000-0000-4000-8000-000000000001';
export const OTHER_SCORECARD_ID = '5c000000-0000-4000-8000-000000000002';
export const AGENDA_ID = 'a9000000-0000-4000-8000-000000000001';

const stamp = '2026-11-22T10:00:00.000Z';

export const CANDIDATE_OPTIONS = [
  { id: CANDIDATE_ID, firstName: 'Ada', lastName: 'Lovelace' },
  { id: OTHER_CANDIDATE_ID, firstName: 'Grace', lastName: 'Hopper' },
];
export const JOB_OPTIONS = [{ id: JOB_ID, title: 'Rocket Engineer', companyName: 'Acme Corp' }];
export const COMPANY_OPTIONS = [{ id: COMPANY_ID, name: 'Acme Corp' }];

export const TEMPLATES = [
  {
    id: TEMPLATE_ID,
    title: 'Backend Onsite',
    description: null,
    rubrik: null,
    scorecardId: SCORECARD_ID,
    agendaId: AGENDA_ID,
    createdAt: stamp,
    updatedAt: stamp,
    scorecardTitle: 'Backend Scorecard',
    agendaTitle: 'Backend Agenda',
  },
];
export const SCORECARDS = [
  { id: SCORECARD_ID, title: 'Backend Scorecard' },
  { id: OTHER_SCORECARD_ID, title: 'Culture Scorecard' },
];
export const AGENDAS = [{ id: AGENDA_ID, title: 'Backend Agenda' }];

export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: APPLICATION_ID,
    candidateId: CANDIDATE_ID,
    jobOpeningId: JOB_ID,
    status: 'screening',
    source: null,
    notes: null,
    applicationDate: stamp,
    createdAt: stamp,
    updatedAt: stamp,
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    candidateEmail: null,
    candidateCurrentTitle: null,
    jobTitle: 'Rocket Engineer',
    jobLocation: null,
    companyId: COMPANY_ID,
    companyName: 'Acme Corp',
    ...overrides,
  };
}

export function aSession(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return aSessionDetail({
    id: SESSION_ID,
    candidateId: CANDIDATE_ID,
    candidateName: 'Ada Lovelace',
    position: 'Rocket Engineer',
    startTime: stamp,
    progressPercentage: 0,
    aiModel: 'offline',
    ...overrides,
  });
}

/** The lookups of the create screen, plus `routes` for the calls a test is about. */
export function stubServer(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/candidates/options': () => json(200, CANDIDATE_OPTIONS),
    [`GET /api/applications/candidate/${CANDIDATE_ID}`]: () => json(200, [anApplication()]),
    [`GET /api/applications/candidate/${OTHER_CANDIDATE_ID}`]: () => json(200, []),
    'GET /api/job-openings/options': () => json(200, JOB_OPTIONS),
    'GET /api/companies/options': () => json(200, COMPANY_OPTIONS),
    'GET /api/interview-setup/templates': () => json(200, TEMPLATES),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARDS),
    'GET /api/interview-setup/agendas': () => json(200, AGENDAS),
    ...routes,
  });
}
