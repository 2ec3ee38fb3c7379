import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';
import { applications } from '#server/db/schema/index.ts';
import { callAs } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { pipelineCounts } from '#server/test/pipeline-rows.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { overdueBefore } from './due-dates.ts';

const PAST = '2001-02-03T04:05:06.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('job openings routes', () => {
  const t = useTestApp();

  const call = callAs(t);
  const titles = async (who: SignedIn, query: string) =>
    (await call(who, 'GET', `/api/job-openings?${query}`))
      .json()
      .items.map((j: { title: string }) => j.title);

  it('creates a job opening with the spec defaults and its company name', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id, { name: 'Acme' });
    // The session-creation form sends exactly these fields (spec 000 §7).
    const res = await call(a, 'POST', '/api/job-openings', {
      title: 'Engineer',
      description: 'Builds things',
      requirements: '',
      location: 'Remote',
      salaryRange: '€60k',
      employmentType: 'contract',
      companyId: company.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyId: company.id,
      companyName: 'Acme',
      title: 'Engineer',
      requirements: null,
      employmentType: 'contract',
      status: 'active',
      dueDate: null,
      overdue: false,
    });
    const read = await call(a, 'GET', `/api/job-openings/${res.json().id}`);
    expect(read.json()).toEqual(res.json());
  });

  it('stores the due date as an ISO timestamp and derives overdue from it', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    const past = await call(a, 'POST', '/api/job-openings', {
      companyId: company.id,
      title: 'Old',
      dueDate: '2001-02-03T04:05:06Z',
    });
    expect(past.json()).toMatchObject({ dueDate: PAST, overdue: true, employmentType: 'full-time' });
    const future = await call(a, 'POST', '/api/job-openings', {
      companyId: company.id,
      title: 'New',
      dueDate: FUTURE,
    });
    expect(future.json()).toMatchObject({ dueDate: FUTURE, overdue: false });
    const cleared = await call(a, 'PUT', `/api/job-openings/${past.json().id}`, {
      companyId: company.id,
      title: 'Old',
      dueDate: '',
    });
    expect(cleared.json()).toMatchObject({ dueDate: null, overdue: false });
  });

  it('keeps a job due today out of overdue until midnight where the recruiter is', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    // Pago Pago (UTC−11) is always one or two calendar days behind Kiritimati (UTC+14).
    const west = 'Pacific/Pago_Pago';
    const east = 'Pacific/Kiritimati';
    const todayWest = overdueBefore(new Date(), west).toISOString();
    const job = await call(a, 'POST', '/api/job-openings', {
      companyId: company.id,
      title: 'Due today in Pago Pago',
      dueDate: todayWest,
    });
    const inZone = (zone: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...a.headers, [TIME_ZONE_HEADER]: zone } });
    const url = `/api/job-openings/${job.json().id}`;
    expect((await inZone(west, url)).json().overdue).toBe(false);
    expect((await inZone(east, url)).json().overdue).toBe(true);
    const stats = '/api/job-openings/stats';
    expect((await inZone(west, stats)).json().overdue).toBe(0);
    expect((await inZone(east, stats)).json().overdue).toBe(1);
    expect((await inZone(west, '/api/job-openings')).json().items[0].overdue).toBe(false);
  });

  it.each([
    [{ title: 'X' }, 'Please select a company'],
    [{ title: 'X', companyId: '' }, 'Please select a company'],
    [{ companyId: MISSING }, 'Job title is required'],
    [{ companyId: MISSING, title: ' ' }, 'Job title is required'],
    [
      { companyId: MISSING, title: 'X', status: 'open' },
      'Status must be one of active, paused, closed, filled',
    ],
    [
      { companyId: MISSING, title: 'X', employmentType: 'gig' },
      'Employment type must be one of full-time, part-time, contract, internship',
    ],
    [{ companyId: MISSING, title: 'X', dueDate: 'next week' }, 'Please enter a valid due date'],
    [{ companyId: MISSING, title: 'X', location: 'x'.repeat(201) }, 'Must be at most 200 characters'],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/job-openings', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await pipelineCounts(t.database, a.user.id)).jobOpenings).toBe(0);
  });

  it('answers 404 for a company that does not exist, and stores nothing', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/job-openings', { companyId: MISSING, title: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Company not found');
    expect((await pipelineCounts(t.database, a.user.id)).jobOpenings).toBe(0);
  });

  it('replaces a job opening, moving it to another company of the user', async () => {
    const a = await t.factories.user();
    const job = await t.factories.jobOpening(a.user.id, { title: 'Before', location: 'Paris' });
    const other = await t.factories.company(a.user.id, { name: 'Other Co' });
    const res = await call(a, 'PUT', `/api/job-openings/${job.id}`, {
      companyId: other.id,
      title: 'After',
      status: 'filled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Other Co',
      title: 'After',
      status: 'filled',
      location: null,
    });
    const refused = await call(a, 'PUT', `/api/job-openings/${job.id}`, {
      companyId: MISSING,
      title: 'Lost',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Company not found');
    expect((await call(a, 'GET', `/api/job-openings/${job.id}`)).json().title).toBe('After');
    const gone = await call(a, 'PUT', `/api/job-openings/${MISSING}`, { companyId: other.id, title: 'X' });
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Job opening not found' } });
  });

  it('filters by status, type and company, searches title, company, location and description', async () => {
    const a = await t.factories.user();
    const acme = await t.factories.company(a.user.id, { name: 'Acme Labs' });
    const zeta = await t.factories.company(a.user.id, { name: 'Zeta' });
    const job = (title: string, more: object = {}) =>
      t.factories.jobOpening(a.user.id, { companyId: zeta.id, title, ...more });
    await job('Designer', { status: 'paused', employmentType: 'part-time' });
    await job('Engineer', { companyId: acme.id });
    await job('Intern', { employmentType: 'internship', location: 'Lisbon' });
    await job('Analyst', { description: 'Spreadsheets and SQL' });
    expect(await titles(a, 'status=paused')).toEqual(['Designer']);
    expect(await titles(a, 'employmentType=internship')).toEqual(['Intern']);
    expect(await titles(a, `companyId=${acme.id}`)).toEqual(['Engineer']);
    expect(await titles(a, 'search=acme')).toEqual(['Engineer']);
    expect(await titles(a, 'search=LISBON')).toEqual(['Intern']);
    expect(await titles(a, 'search=sql')).toEqual(['Analyst']);
    expect(await titles(a, 'search=sign')).toEqual(['Designer']);
    // Terms under three characters take the row-by-row path instead of the trigram indexes.
    expect(await titles(a, 'search=si')).toEqual(['Designer']);
    expect(await titles(a, 'search=ze')).toEqual(['Analyst', 'Intern', 'Designer']);
    expect(await titles(a, 'search=bs')).toEqual(['Engineer']);
    expect(await titles(a, 'search=zeta&status=active')).toEqual(['Analyst', 'Intern']);
    expect(await titles(a, 'limit=2&offset=1')).toEqual(['Intern', 'Engineer']);
    expect((await call(a, 'GET', '/api/job-openings?limit=2')).json().total).toBe(4);
    expect((await call(a, 'GET', '/api/job-openings?status=open')).statusCode).toBe(400);
  });

  it('lists the job openings of one company on its own path', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    await t.factories.jobOpening(a.user.id, { companyId: company.id, title: 'Mine' });
    await t.factories.jobOpening(a.user.id, { title: 'Elsewhere' });
    const res = await call(a, 'GET', `/api/companies/${company.id}/job-openings`);
    expect(res.json()).toMatchObject({ total: 1, items: [{ title: 'Mine' }] });
    const missing = await call(a, 'GET', `/api/companies/${MISSING}/job-openings`);
    expect(missing.json().error.message).toBe('Company not found');
  });

  it('counts active, filled, overdue and total over the list filters', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    await t.factories.jobOpening(a.user.id, { companyId: company.id, dueDate: PAST });
    await t.factories.jobOpening(a.user.id, { companyId: company.id, status: 'filled', dueDate: FUTURE });
    await t.factories.jobOpening(a.user.id, { companyId: company.id, status: 'closed', dueDate: PAST });
    await t.factories.jobOpening(a.user.id, { title: 'Other company' });
    const all = await call(a, 'GET', '/api/job-openings/stats');
    expect(all.json()).toEqual({ active: 2, filled: 1, overdue: 2, total: 4 });
    const one = await call(a, 'GET', `/api/job-openings/stats?companyId=${company.id}&status=closed`);
    expect(one.json()).toEqual({ active: 0, filled: 0, overdue: 1, total: 1 });
  });

  it('gives at most 50 options by title, each with its company name', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id, { name: 'Acme' });
    for (let i = 51; i >= 0; i--) {
      await t.factories.jobOpening(a.user.id, {
        companyId: company.id,
        title: `Job ${String(i).padStart(2, '0')}`,
      });
    }
    const all = (await call(a, 'GET', '/api/job-openings/options')).json();
    expect(all).toHaveLength(50);
    expect(all[0]).toEqual({ id: expect.any(String), title: 'Job 00', companyName: 'Acme' });
    expect(all.at(-1).title).toBe('Job 49');
    expect((await call(a, 'GET', '/api/job-openings/options?search=job')).json()).toHaveLength(50);
  });

  it('searches the options by title or company name, case-insensitively, wildcards taken literally', async () => {
    const a = await t.factories.user();
    const acme = await t.factories.company(a.user.id, { name: 'Acme Robotics' });
    const fun = await t.factories.company(a.user.id, { name: '100% Fun_Co' });
    await t.factories.jobOpening(a.user.id, { companyId: acme.id, title: 'Welder' });
    await t.factories.jobOpening(a.user.id, { companyId: fun.id, title: 'ROBOTICS Lead' });
    await t.factories.jobOpening(a.user.id, {
      companyId: fun.id,
      title: 'Tester',
      location: 'Robotics Park',
      description: 'robotics all day',
    });
    await t.factories.jobOpening(a.user.id, { companyId: acme.id, title: 'Data 50% analyst' });
    const options = async (search: string) =>
      (await call(a, 'GET', `/api/job-openings/options?search=${encodeURIComponent(search)}`))
        .json()
        .map((j: { title: string; companyName: string }) => `${j.title} — ${j.companyName}`);
    expect(await options('  robotics ')).toEqual([
      'Data 50% analyst — Acme Robotics',
      'ROBOTICS Lead — 100% Fun_Co',
      'Welder — Acme Robotics',
    ]);
    expect(await options('Ro')).toEqual([
      'Data 50% analyst — Acme Robotics',
      'ROBOTICS Lead — 100% Fun_Co',
      'Welder — Acme Robotics',
    ]);
    expect(await options('WELD')).toEqual(['Welder — Acme Robotics']);
    expect(await options('%')).toEqual([
      'Data 50% analyst — Acme Robotics',
      'ROBOTICS Lead — 100% Fun_Co',
      'Tester — 100% Fun_Co',
    ]);
    expect(await options('50%')).toEqual(['Data 50% analyst — Acme Robotics']);
    expect(await options('100%')).toEqual(['ROBOTICS Lead — 100% Fun_Co', 'Tester — 100% Fun_Co']);
    expect(await options('n_c')).toEqual(['ROBOTICS Lead — 100% Fun_Co', 'Tester — 100% Fun_Co']);
    expect(await options('e_d')).toEqual([]);
    expect(await options('nothing like it')).toEqual([]);
    expect((await call(a, 'GET', `/api/job-openings/options?search=${'x'.repeat(201)}`)).statusCode).toBe(
      400,
    );
  });

  it('deletes a job opening with its applications', async () => {
    const a = await t.factories.user();
    const job = await t.factories.jobOpening(a.user.id);
    const application = await t.factories.application(a.user.id, { jobOpeningId: job.id });
    expect((await call(a, 'DELETE', `/api/job-openings/${job.id}`)).statusCode).toBe(204);
    const { db } = t.database;
    expect(await db.select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect((await call(a, 'GET', `/api/job-openings/${job.id}`)).statusCode).toBe(404);
    expect((await pipelineCounts(t.database, a.user.id)).candidates).toBe(1);
  });
});
