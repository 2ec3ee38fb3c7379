import type { Page } from '#contracts/common.ts';
import type { CompanyDto } from '#contracts/companies.ts';
import type { JobOpeningDto } from '#contracts/job-openings.ts';

export const COMPANY_ID = '0c0a0000-0000-4000-8000-000000000001';
export const OTHER_COMPANY_ID = '0c0a0000-0000-4000-8000-000000000002';
export const JOB_ID = '10b00000-0000-4000-8000-000000000001';

export function aCompany(overrides: Partial<CompanyDto> = {}): CompanyDto {
  return {
    id: COMPANY_ID,
    name: 'Acme Corp',
    description: 'Rockets and anvils.',
    website: 'https://acme.example',
    industry: 'Manufacturing',
    contactEmail: 'hr@acme.example',
    contactPhone: '+1 555 0100',
    address: '1 Desert Road',
    location: 'Phoenix, AZ',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export function aJobOpening(overrides: Partial<JobOpeningDto> = {}): JobOpeningDto {
  return {
    id: JOB_ID,
    companyId: COMPANY_ID,
    companyName: 'Acme Corp',
    title: 'Rocket Engineer',
    description: null,
    requirements: null,
    location: 'Remote',
    salaryRange: null,
    employmentType: 'full-time',
    status: 'active',
    dueDate: null,
    overdue: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function aPage<T>(items: T[], total = items.length, offset = 0, limit = 24): Page<T> {
  return { items, total, limit, offset };
}
