import type { ApplicationDto } from '#contracts/applications.ts';
import type { CandidateDto } from '#contracts/candidates.ts';
import type { Page } from '#contracts/common.ts';

export const CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000001';
export const OTHER_CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000002';
export const APPLICATION_ID = 'a0000000-0000-4000-8000-000000000001';
export const JOB_ID = '10b00000-0000-4000-8000-000000000001';
export const COMPANY_ID = '0c0a0000-0000-4000-8000-000000000001';

export function aCandidate(overrides: Partial<CandidateDto> = {}): CandidateDto {
  return {
    id: CANDIDATE_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: 'London',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    currentCompany: 'Analytical Engines',
    currentTitle: 'Engineer',
    experienceLevel: 'senior-level',
    summary: 'First programmer.',
    resumeText: 'Wrote the first algorithm.',
    skills: ['Mathematics', 'Algorithms', 'Writing', 'Poetry', 'Music'],
    education: 'Home schooled',
    workExperience: 'Notes on the Analytical Engine',
    portfolioUrl: 'https://ada.example',
    fileAttachments: ['https://files.example/cv/ada-cv.pdf'],
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: APPLICATION_ID,
    candidateId: CANDIDATE_ID,
    jobOpeningId: JOB_ID,
    status: 'offer',
    source: 'Referral',
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

export const STATS = { total: 12, seniorLevel: 4, withResume: 9, withPortfolio: 3 };
