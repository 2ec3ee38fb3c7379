import { describe, expect, it } from 'vitest';
import { dependsOnTimeZone } from './headers.ts';

describe('dependsOnTimeZone', () => {
  it.each([
    '/api/job-openings',
    '/api/job-openings?limit=24&offset=0&status=open',
    '/api/job-openings/stats',
    '/api/job-openings/stats?companyId=c1',
    '/api/job-openings/3f1c/applications?limit=24',
    '/api/job-openings/3f1c',
    '/api/companies/3f1c/job-openings',
    '/api/companies/3f1c/job-openings?limit=3',
  ])('holds for the job openings: %s', (path) => {
    expect(dependsOnTimeZone(path)).toBe(true);
  });

  it.each([
    '/api/auth/status',
    '/api/applications?limit=24&offset=0',
    '/api/applications/stats',
    '/api/candidates',
    '/api/companies',
    '/api/companies/3f1c',
    '/api/companies/stats',
    '/api/job-openings-archive',
    '/api/sessions?jobOpeningId=x',
  ])('does not hold elsewhere: %s', (path) => {
    expect(dependsOnTimeZone(path)).toBe(false);
  });
});
