import type { ApplicationDto } from '#contracts/applications.ts';
import type { Page } from '#contracts/common.ts';

export const APPLICATION_ID = 'a0000000-0000-4000-8000-000000000001';
export const OTHER_APPLICATION_ID = 'a0000000-0000-4000-8000-000000000002';
export const CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000001';
export const OTHER_CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000002';
export const JOB_ID = '10b00000-0000-4000-8000-000000000001';
export const OTHER_JOB_ID = '10b00000-0000-4000-8000-000000000002';
export const COMPANY_ID = '0c0a0000-0000-4000-8000-000000000001';

export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: APPLICATION_ID,
    candidateId: CANDIDATE_ID,
    jobOpeningId: JOB_ID,
    status: 'applied',
    source: 'LinkedIn',
    notes: 'Strong portfolio.',
    applicationDate: '2026-11-22T00:00:00.000Z',
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    candidateEmail: 'ada@example.com',
    candidateCurrentTitle: 'Engineer',
    jobTitle: 'Rocket Engineer',
    jobLocation: 'Remote',
    companyId: COMPANY_ID,
    companyName: 'Acme Corp',
    ...overrides,
  };
}

export function aPage<T>(items: T[], total = items.length, offset = 0, limit = 24): Page<T> {
  return { items, total, limit, offset };
}

export const STATS = {
  total: 10,
  inReview: 4,
  offers: 2,
  hired: 1,
  rejected: 3,
  applied: 0,
  sources: ['LinkedIn', 'Referral'],
};

export const CANDIDATE_OPTIONS = [
  { id: OTHER_CANDIDATE_ID, firstName: 'Grace', lastName: 'Hopper' },
  { id: 'ca000000-0000-4000-8000-000000000003', firstName: 'Alan', lastName: 'Turing' },
];

export const JOB_OPTIONS = [
  { id: JOB_ID, title: 'Rocket Engineer', companyName: 'Acme Corp' },
  { id: OTHER_JOB_ID, title: 'Anvil Tester', companyName: 'Globex' },
];
