import type { ApplicationDto } from '#contracts/applications.ts';
import type { Page } from '#contracts/common.ts';
import type { CompanyDto } from '#contracts/companies.ts';
import type { JobOpeningDto } from '#contracts/job-openings.ts';

export const JOB_ID = '10b00000-0000-4000-8000-000000000001';
export const OTHER_JOB_ID = '10b00000-0000-4000-8000-000000000002';
export const COMPANY_ID = '0c0a0000-0000-4000-8000-000000000001';
export const OTHER_COMPANY_ID = '0c0a0000-0000-4000-8000-000000000002';
export const APPLICATION_ID = 'a0000000-0000-4000-8000-000000000001';
export const CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000001';

export const COMPANY_OPTIONS = [
  { id: COMPANY_ID, name: 'Acme Corp' },
  { id: OTHER_COMPANY_ID, name: 'Globex' },
];

export function aJobOpening(overrides: Partial<JobOpeningDto> = {}): JobOpeningDto {
  return {
    id: JOB_ID,
    companyId: COMPANY_ID,
    companyName: 'Acme Corp',
    title: 'Rocket Engineer',
    description: 'Build rockets.',
    requirements: '5 years of rocketry',
    location: 'Remote',
    salaryRange: '$120k – $150k',
    employmentType: 'full-time',
    status: 'active',
    dueDate: '2026-11-22T00:00:00.000Z',
    overdue: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-05T10:00:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: APPLICATION_ID,
    candidateId: CANDIDATE_ID,
    jobOpeningId: JOB_ID,
    status: 'interviewing',
    source: 'LinkedIn',
    notes: null,
    applicationDate: '2026-10-10T00:00:00.000Z',
    createdAt: '2026-10-10T09:00:00.000Z',
    updatedAt: '2026-10-10T09:00:00.000Z',
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

export const STATS = { active: 3, filled: 1, overdue: 2, total: 7 };

/** Globex as `GET /api/companies/:id` answers: the company selector names a chosen one with it. */
export const GLOBEX: CompanyDto = {
  id: OTHER_COMPANY_ID,
  name: 'Globex',
  description: null,
  website: null,
  industry: null,
  contactEmail: null,
  contactPhone: null,
  address: null,
  location: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};
