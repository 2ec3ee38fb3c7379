import { describe, expect, it } from 'vitest';
import { callAs } from '#server/test/call-as.ts';
import { pipelineCounts } from '#server/test/pipeline-rows.ts';
import { candidateAndOpening } from '#server/test/pipeline-setup.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('applications routes', () => {
  const t = useTestApp();

  const call = callAs(t);
  const setup = () => candidateAndOpening(t);

  it('creates an application, applied today by default, with candidate, job and company fields', async () => {
    const { who, job, candidate, company } = await setup();
    const before = Date.now();
    const res = await call(who, 'POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'applied',
      source: null,
      candidateFirstName: 'Ada',
      candidateLastName: 'Lovelace',
      candidateEmail: 'ada@example.com',
      candidateCurrentTitle: 'Analyst',
      jobTitle: 'Engineer',
      jobLocation: 'Oslo',
      companyId: company.id,
      companyName: 'Acme',
    });
    expect(Date.parse(body.applicationDate)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call(who, 'GET', `/api/applications/${body.id}`)).json()).toEqual(body);
  });

  it('takes the session-creation body (spec 000 §7) with an ISO application date', async () => {
    const { who, job, candidate } = await setup();
    const res = await call(who, 'POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'screening',
      notes: 'Met at a fair',
      source: 'Referral',
      applicationDate: '2024-03-01T09:30:00+01:00',
    });
    expect(res.json()).toMatchObject({
      status: 'screening',
      source: 'Referral',
      applicationDate: '2024-03-01T08:30:00.000Z',
    });
  });

  it.each([
    [{ jobOpeningId: MISSING }, 'Please select a candidate'],
    [{ candidateId: '', jobOpeningId: MISSING }, 'Please select a candidate'],
    [{ candidateId: MISSING }, 'Please select a job opening'],
    [{ candidateId: MISSING, jobOpeningId: 'abc' }, 'Please select a job opening'],
    [
      { candidateId: MISSING, jobOpeningId: MISSING, status: 'ghosted' },
      'Status must be one of applied, screening, interviewing, offer, hired, rejected, withdrawn',
    ],
    [
      { candidateId: MISSING, jobOpeningId: MISSING, applicationDate: 'soon' },
      'Please enter a valid application date',
    ],
    [
      { candidateId: MISSING, jobOpeningId: MISSING, notes: 'x'.repeat(10_001) },
      'Must be at most 10000 characters',
    ],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const { who } = await setup();
    const res = await call(who, 'POST', '/api/applications', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await pipelineCounts(t.database, who.user.id)).applications).toBe(0);
  });

  it('answers 404 for a candidate or job opening that does not exist, and stores nothing', async () => {
    const { who, job, candidate } = await setup();
    const noCandidate = await call(who, 'POST', '/api/applications', {
      candidateId: MISSING,
      jobOpeningId: job.id,
    });
    expect(noCandidate.statusCode).toBe(404);
    expect(noCandidate.json().error.message).toBe('Candidate not found');
    const noJob = await call(who, 'POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: MISSING,
    });
    expect(noJob.json().error.message).toBe('Job opening not found');
    expect((await pipelineCounts(t.database, who.user.id)).applications).toBe(0);
  });

  it('searches candidate names and e-mail, job title and company; filters by status, source, candidate, job', async () => {
    const { who, job, candidate } = await setup();
    const grace = await t.factories.candidate(who.user.id, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'g@navy.example',
    });
    const globex = await t.factories.company(who.user.id, { name: 'Globex' });
    const sales = await t.factories.jobOpening(who.user.id, { companyId: globex.id, title: 'Sales Lead' });
    const apply = (candidateId: string, jobOpeningId: string, more: object = {}) =>
      t.factories.application(who.user.id, { candidateId, jobOpeningId, ...more });
    const a1 = await apply(candidate.id, job.id, { source: 'Referral' });
    const a2 = await apply(grace.id, job.id, { status: 'hired' });
    const a3 = await apply(grace.id, sales.id, { source: 'Referral', status: 'rejected' });
    const ids = async (query: string) =>
      (await call(who, 'GET', `/api/applications?${query}`)).json().items.map((x: { id: string }) => x.id);
    expect(await ids('')).toEqual([a3.id, a2.id, a1.id]);
    expect(await ids('search=ada%20lovelace')).toEqual([a1.id]);
    expect(await ids('search=HOPPER')).toEqual([a3.id, a2.id]);
    expect(await ids('search=navy.example')).toEqual([a3.id, a2.id]);
    expect(await ids('search=sales')).toEqual([a3.id]);
    expect(await ids('search=acme')).toEqual([a2.id, a1.id]);
    expect(await ids('search=analyst')).toEqual([]); // a current title is not searched here
    // Terms under three characters take the row-by-row path instead of the trigram indexes.
    expect(await ids('search=op')).toEqual([a3.id, a2.id]);
    expect(await ids('search=ob')).toEqual([a3.id]);
    expect(await ids('search=s%20l')).toEqual([a3.id]);
    expect(await ids('status=hired')).toEqual([a2.id]);
    expect(await ids('source=Referral')).toEqual([a3.id, a1.id]);
    expect(await ids(`candidateId=${grace.id}&jobOpeningId=${job.id}`)).toEqual([a2.id]);
    expect(await ids('search=globex&status=hired')).toEqual([]);
    const page = (await call(who, 'GET', '/api/applications?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ id: a2.id }] });
  });

  it('counts the dashboard tiles and lists the sources present', async () => {
    const { who, job, candidate } = await setup();
    const statuses = [
      'applied',
      'screening',
      'interviewing',
      'offer',
      'hired',
      'rejected',
      'withdrawn',
      'applied',
    ];
    const sources = ['Referral', 'LinkedIn', '', 'Referral'];
    for (const [i, status] of statuses.entries()) {
      await t.factories.application(who.user.id, {
        candidateId: candidate.id,
        jobOpeningId: job.id,
        status: status as 'applied',
        source: sources[i],
      });
    }
    expect((await call(who, 'GET', '/api/applications/stats')).json()).toEqual({
      total: 8,
      inReview: 2,
      offers: 1,
      hired: 1,
      rejected: 1,
      applied: 2,
      sources: ['LinkedIn', 'Referral'],
    });
  });

  it('deletes an application and keeps its candidate and job opening', async () => {
    const { who, job, candidate } = await setup();
    const app = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
    });
    expect((await call(who, 'DELETE', `/api/applications/${app.id}`)).statusCode).toBe(204);
    expect((await call(who, 'GET', `/api/applications/${app.id}`)).statusCode).toBe(404);
    expect(await pipelineCounts(t.database, who.user.id)).toEqual({
      companies: 1,
      jobOpenings: 1,
      candidates: 1,
      applications: 0,
    });
  });
});
