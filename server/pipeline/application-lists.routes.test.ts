import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '#contracts/applications.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const STATUSES: ApplicationStatus[] = ['applied', 'screening', 'interviewing', 'offer', 'hired', 'rejected'];

describe('applications per job opening and per candidate', () => {
  const t = useTestApp();

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  it("lists and counts a job opening's applications", async () => {
    const who = await t.factories.user();
    const job = await t.factories.jobOpening(who.user.id);
    for (const status of STATUSES)
      await t.factories.application(who.user.id, { jobOpeningId: job.id, status });
    await t.factories.application(who.user.id, { status: 'hired' }); // another job
    const page = (await get(who, `/api/job-openings/${job.id}/applications?limit=4`)).json();
    expect(page).toMatchObject({ total: 6, limit: 4 });
    expect(page.items).toHaveLength(4);
    expect(page.items.every((a: { jobOpeningId: string }) => a.jobOpeningId === job.id)).toBe(true);
    const hired = (await get(who, `/api/job-openings/${job.id}/applications?status=hired`)).json();
    expect(hired.total).toBe(1);
    const stats = (await get(who, `/api/job-openings/${job.id}/stats`)).json();
    expect(stats).toEqual({ total: 6, inReview: 2, offers: 1, hired: 1 });
  });

  it("lists a candidate's applications, latest application date first, and counts them", async () => {
    const who = await t.factories.user();
    const candidate = await t.factories.candidate(who.user.id);
    const old = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      applicationDate: '2023-05-01T00:00:00Z',
      status: 'offer',
    });
    const recent = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      applicationDate: '2024-05-01T00:00:00Z',
      status: 'screening',
    });
    await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      applicationDate: '2022-01-01',
      status: 'rejected',
    });
    await t.factories.application(who.user.id); // another candidate
    const list = (await get(who, `/api/applications/candidate/${candidate.id}`)).json();
    expect(list.map((a: { id: string }) => a.id).slice(0, 2)).toEqual([recent.id, old.id]);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ candidateId: candidate.id, jobTitle: expect.any(String) });
    const stats = (await get(who, `/api/candidates/${candidate.id}/stats`)).json();
    expect(stats).toEqual({ total: 3, inProgress: 1, offers: 1, hired: 0 });
  });

  it('answers 404 for a job opening or candidate that does not exist', async () => {
    const who = await t.factories.user();
    const cases: [string, string][] = [
      [`/api/job-openings/${MISSING}/applications`, 'Job opening not found'],
      [`/api/job-openings/${MISSING}/stats`, 'Job opening not found'],
      [`/api/applications/candidate/${MISSING}`, 'Candidate not found'],
      [`/api/candidates/${MISSING}/stats`, 'Candidate not found'],
    ];
    for (const [url, message] of cases) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message } });
    }
  });
});
