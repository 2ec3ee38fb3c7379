import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import type { Method } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { pipelineCounts } from '#server/test/pipeline-rows.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

/** User B against every record of user A: the same 404 as a missing id, and nothing changes. */
describe('pipeline ownership', () => {
  const t = useTestApp();
  let a: SignedIn;
  let b: SignedIn;
  let mine: { company: string; job: string; candidate: string };
  let theirs: { company: string; job: string; candidate: string; application: string };

  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
    const company = await t.factories.company(a.user.id, { name: 'Secret Corp', industry: 'Spying' });
    const job = await t.factories.jobOpening(a.user.id, { companyId: company.id, title: 'Secret Agent' });
    const candidate = await t.factories.candidate(a.user.id, { firstName: 'Secret', lastName: 'Person' });
    const application = await t.factories.application(a.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      source: 'Secret source',
    });
    theirs = { company: company.id, job: job.id, candidate: candidate.id, application: application.id };
    const bJob = await t.factories.jobOpening(b.user.id);
    const bCandidate = await t.factories.candidate(b.user.id);
    mine = { company: bJob.companyId, job: bJob.id, candidate: bCandidate.id };
  });

  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: b.headers, payload });
  /** A's four rows exactly as stored. */
  const snapshot = async () => {
    const { db } = t.database;
    return Promise.all([
      db.select().from(companies).where(eq(companies.id, theirs.company)),
      db.select().from(jobOpenings).where(eq(jobOpenings.id, theirs.job)),
      db.select().from(candidates).where(eq(candidates.id, theirs.candidate)),
      db.select().from(applications).where(eq(applications.id, theirs.application)),
    ]);
  };

  it('answers 404 to every read, change and delete of A’s records, and A’s rows stay as they were', async () => {
    const before = await snapshot();
    const company = { name: 'Taken' };
    const job = { companyId: mine.company, title: 'Taken' };
    const candidate = { firstName: 'Taken', lastName: 'Over' };
    const application = { candidateId: mine.candidate, jobOpeningId: mine.job, status: 'hired' };
    const cases: [Method, string, string, object?][] = [
      ['GET', `/api/companies/${theirs.company}`, 'Company'],
      ['GET', `/api/companies/${theirs.company}/stats`, 'Company'],
      ['GET', `/api/companies/${theirs.company}/job-openings`, 'Company'],
      ['PUT', `/api/companies/${theirs.company}`, 'Company', company],
      ['DELETE', `/api/companies/${theirs.company}`, 'Company'],
      ['GET', `/api/job-openings/${theirs.job}`, 'Job opening'],
      ['GET', `/api/job-openings/${theirs.job}/applications`, 'Job opening'],
      ['GET', `/api/job-openings/${theirs.job}/stats`, 'Job opening'],
      ['PUT', `/api/job-openings/${theirs.job}`, 'Job opening', job],
      ['DELETE', `/api/job-openings/${theirs.job}`, 'Job opening'],
      ['GET', `/api/candidates/${theirs.candidate}`, 'Candidate'],
      ['GET', `/api/candidates/${theirs.candidate}/stats`, 'Candidate'],
      ['GET', `/api/applications/candidate/${theirs.candidate}`, 'Candidate'],
      ['PUT', `/api/candidates/${theirs.candidate}`, 'Candidate', candidate],
      ['DELETE', `/api/candidates/${theirs.candidate}`, 'Candidate'],
      ['GET', `/api/applications/${theirs.application}`, 'Application'],
      ['PUT', `/api/applications/${theirs.application}`, 'Application', application],
      ['PATCH', `/api/applications/${theirs.application}`, 'Application', { status: 'hired' }],
      ['DELETE', `/api/applications/${theirs.application}`, 'Application'],
    ];
    const answers = [];
    for (const [method, url, entity, payload] of cases) {
      const res = await call(method, url, payload);
      const missing = await call(
        method,
        url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'),
        payload,
      );
      answers.push({
        key: `${method} ${url}`,
        status: res.statusCode,
        body: res.json(),
        same: res.body === missing.body,
      });
      expect(res.json()).toEqual({ error: { code: 'not_found', message: `${entity} not found` } });
    }
    expect(answers.filter((x) => x.status !== 404 || !x.same)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('shows none of A’s records in any list, option list or statistics', async () => {
    const lists = [
      '/api/companies',
      '/api/companies?search=secret',
      '/api/job-openings',
      '/api/job-openings?search=secret',
      `/api/job-openings?companyId=${theirs.company}`,
      '/api/candidates?search=secret',
      '/api/applications?search=secret',
      `/api/applications?candidateId=${theirs.candidate}`,
      `/api/applications?jobOpeningId=${theirs.job}`,
    ];
    for (const url of lists) {
      const page = (await call('GET', url)).json();
      const ids: string[] = page.items.map((x: { id: string }) => x.id);
      expect(
        ids.filter((id) => Object.values(theirs).includes(id)),
        url,
      ).toEqual([]);
      expect(JSON.stringify(page), url).not.toMatch(/Secret/);
    }
    const ownOption = { companies: mine.company, 'job-openings': mine.job, candidates: mine.candidate };
    for (const [path, id] of Object.entries(ownOption)) {
      const url = `/api/${path}/options`;
      expect(
        (await call('GET', url)).json().map((x: { id: string }) => x.id),
        url,
      ).toEqual([id]);
      for (const search of ['secret', 'SE', 'agent', 'corp']) {
        expect((await call('GET', `${url}?search=${search}`)).json(), `${url} ${search}`).toEqual([]);
      }
    }
    expect((await call('GET', '/api/job-openings/stats')).json()).toEqual({
      active: 1,
      filled: 0,
      overdue: 0,
      total: 1,
    });
    expect((await call('GET', '/api/candidates/stats')).json()).toMatchObject({ total: 1 });
    expect((await call('GET', '/api/applications/stats')).json()).toMatchObject({ total: 0, sources: [] });
    expect((await call('GET', `/api/job-openings/stats?companyId=${theirs.company}`)).json().total).toBe(0);
  });

  it('cannot file a job opening under A’s company, or point an application at A’s candidate or job', async () => {
    const before = await snapshot();
    const countsA = await pipelineCounts(t.database, a.user.id);
    const countsB = await pipelineCounts(t.database, b.user.id);
    const refused: [Method, string, object, string][] = [
      ['POST', '/api/job-openings', { companyId: theirs.company, title: 'Mole' }, 'Company'],
      ['PUT', `/api/job-openings/${mine.job}`, { companyId: theirs.company, title: 'Mole' }, 'Company'],
      ['POST', '/api/applications', { candidateId: theirs.candidate, jobOpeningId: mine.job }, 'Candidate'],
      ['POST', '/api/applications', { candidateId: mine.candidate, jobOpeningId: theirs.job }, 'Job opening'],
    ];
    for (const [method, url, payload, entity] of refused) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(`${entity} not found`);
    }
    const own = await t.factories.application(b.user.id, {
      candidateId: mine.candidate,
      jobOpeningId: mine.job,
    });
    for (const payload of [{ candidateId: theirs.candidate }, { jobOpeningId: theirs.job }]) {
      expect((await call('PATCH', `/api/applications/${own.id}`, payload)).statusCode).toBe(404);
    }
    const put = { candidateId: mine.candidate, jobOpeningId: theirs.job };
    expect((await call('PUT', `/api/applications/${own.id}`, put)).statusCode).toBe(404);
    expect((await call('GET', `/api/applications/${own.id}`)).json()).toMatchObject({
      candidateId: mine.candidate,
      jobOpeningId: mine.job,
    });
    expect((await call('GET', `/api/job-openings/${mine.job}`)).json().companyId).toBe(mine.company);
    expect(await pipelineCounts(t.database, a.user.id)).toEqual(countsA);
    expect(await pipelineCounts(t.database, b.user.id)).toEqual({
      ...countsB,
      applications: countsB.applications + 1,
    });
    expect(await snapshot()).toEqual(before);
  });
});
