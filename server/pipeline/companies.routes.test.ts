import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, jobOpenings } from '#server/db/schema/index.ts';
import { callAs } from '#server/test/call-as.ts';
import { pipelineCounts } from '#server/test/pipeline-rows.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('companies routes', () => {
  const t = useTestApp();

  const call = callAs(t);

  it('creates a company, trimming text and storing empty fields as null', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/companies', {
      name: '  Acme  ',
      industry: 'Robotics',
      website: '',
      contactEmail: 'hr@acme.test',
      location: 'Berlin',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Acme', industry: 'Robotics', website: null, location: 'Berlin' });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const read = await call(a, 'GET', `/api/companies/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('ignores keys it does not own: the owner comes from the session', async () => {
    const a = await t.factories.user();
    const b = await t.factories.user();
    const res = await call(a, 'POST', '/api/companies', {
      name: 'Mine',
      userId: b.user.id,
      id: 'x',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('role');
    expect((await pipelineCounts(t.database, a.user.id)).companies).toBe(1);
    expect((await pipelineCounts(t.database, b.user.id)).companies).toBe(0);
  });

  it.each([
    [{}, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: 'A', contactEmail: 'not-an-email' }, 'Please enter a valid email'],
    [{ name: 'A', industry: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    [{ name: 'A', description: 'x'.repeat(10_001) }, 'Must be at most 10000 characters'],
    [{ name: 42 }, 'Company name is required'],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/companies', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await pipelineCounts(t.database, a.user.id)).companies).toBe(0);
  });

  // The contract's name schema carries one message for every issue, so an over-long name reads
  // "Company name is required" (reported to the contracts owner); what matters here: 400, no row.
  it('refuses an over-long name and stores nothing', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/companies', { name: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await pipelineCounts(t.database, a.user.id)).companies).toBe(0);
  });

  it('replaces a company with PUT and moves updatedAt', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id, { name: 'Old', industry: 'Retail' });
    const res = await call(a, 'PUT', `/api/companies/${company.id}`, { name: 'New', address: 'Main St 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: company.id, name: 'New', industry: null, address: 'Main St 1' });
    expect(res.json().updatedAt >= company.updatedAt).toBe(true);
    const bad = await call(a, 'PUT', `/api/companies/${company.id}`, { name: '' });
    expect(bad.json().error.message).toBe('Company name is required');
    expect((await call(a, 'GET', `/api/companies/${company.id}`)).json().name).toBe('New');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const a = await t.factories.user();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(a, method, `/api/companies/${missing}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Company not found' } });
    }
    expect((await call(a, 'PUT', `/api/companies/${missing}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/companies/${missing}/stats`)).statusCode).toBe(404);
    const bad = await call(a, 'GET', '/api/companies/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid id');
  });

  it('lists newest first, pages on the server and reports the total', async () => {
    const a = await t.factories.user();
    for (const name of ['First', 'Second', 'Third']) await t.factories.company(a.user.id, { name });
    const all = (await call(a, 'GET', '/api/companies')).json();
    expect(all).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.items.map((c: { name: string }) => c.name)).toEqual(['Third', 'Second', 'First']);
    const page = (await call(a, 'GET', '/api/companies?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(['Second']);
    const past = (await call(a, 'GET', '/api/companies?limit=2&offset=10')).json();
    expect(past).toMatchObject({ items: [], total: 3 });
    expect((await call(a, 'GET', '/api/companies?limit=0')).statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/companies?limit=201')).statusCode).toBe(400);
  });

  it('searches name, industry and contact e-mail, case-insensitively, wildcards taken literally', async () => {
    const a = await t.factories.user();
    await t.factories.company(a.user.id, { name: 'Acme Robotics' });
    await t.factories.company(a.user.id, { name: 'Globex', industry: 'ROBOTICS' });
    await t.factories.company(a.user.id, { name: 'Initech', contactEmail: 'jobs@robotics.example' });
    await t.factories.company(a.user.id, { name: '100% Fun_Co' });
    const names = async (search: string) =>
      (await call(a, 'GET', `/api/companies?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((c: { name: string }) => c.name)
        .sort();
    expect(await names('robotics')).toEqual(['Acme Robotics', 'Globex', 'Initech']);
    expect(await names('100%')).toEqual(['100% Fun_Co']);
    expect(await names('%')).toEqual(['100% Fun_Co']);
    expect(await names('e_r')).toEqual([]);
    expect(await names('e r')).toEqual(['Acme Robotics']);
    expect(await names('fun_')).toEqual(['100% Fun_Co']);
    expect(await names('nothing like it')).toEqual([]);
  });

  it('gives at most 50 companies by name as options', async () => {
    const a = await t.factories.user();
    for (let i = 51; i >= 0; i--) {
      await t.factories.company(a.user.id, { name: `Company ${String(i).padStart(2, '0')}` });
    }
    const all = (await call(a, 'GET', '/api/companies/options')).json();
    expect(all).toHaveLength(50);
    expect(all[0]).toEqual({ id: expect.any(String), name: 'Company 00' });
    expect(all.at(-1).name).toBe('Company 49');
    expect((await call(a, 'GET', '/api/companies/options?search=company')).json()).toHaveLength(50);
  });

  it('searches the options by name only, case-insensitively, wildcards taken literally', async () => {
    const a = await t.factories.user();
    const beta = await t.factories.company(a.user.id, { name: 'Beta Robotics' });
    const alpha = await t.factories.company(a.user.id, { name: 'ALPHA ROBOTICS' });
    await t.factories.company(a.user.id, {
      name: 'Globex',
      industry: 'Robotics',
      contactEmail: 'ro@bo.test',
    });
    await t.factories.company(a.user.id, { name: '100% Fun_Co' });
    const names = async (search: string) =>
      (await call(a, 'GET', `/api/companies/options?search=${encodeURIComponent(search)}`))
        .json()
        .map((c: { name: string }) => c.name);
    expect((await call(a, 'GET', '/api/companies/options?search=%20robotics%20')).json()).toEqual([
      { id: alpha.id, name: 'ALPHA ROBOTICS' },
      { id: beta.id, name: 'Beta Robotics' },
    ]);
    expect(await names('Ro')).toEqual(['ALPHA ROBOTICS', 'Beta Robotics']);
    expect(await names('%')).toEqual(['100% Fun_Co']);
    expect(await names('0% f')).toEqual(['100% Fun_Co']);
    expect(await names('n_c')).toEqual(['100% Fun_Co']);
    expect(await names('a_r')).toEqual([]);
    expect(await names('nothing like it')).toEqual([]);
  });

  it('counts active and total job openings', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    await t.factories.jobOpening(a.user.id, { companyId: company.id });
    await t.factories.jobOpening(a.user.id, { companyId: company.id, status: 'paused' });
    await t.factories.jobOpening(a.user.id, { companyId: company.id, status: 'active' });
    await t.factories.jobOpening(a.user.id); // another company
    const res = await call(a, 'GET', `/api/companies/${company.id}/stats`);
    expect(res.json()).toEqual({ activeJobOpenings: 2, totalJobOpenings: 3 });
  });

  it('deletes a company with its job openings and their applications', async () => {
    const a = await t.factories.user();
    const company = await t.factories.company(a.user.id);
    const job = await t.factories.jobOpening(a.user.id, { companyId: company.id });
    const application = await t.factories.application(a.user.id, { jobOpeningId: job.id });
    const kept = await t.factories.application(a.user.id);
    const res = await call(a, 'DELETE', `/api/companies/${company.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const { db } = t.database;
    expect(await db.select().from(jobOpenings).where(eq(jobOpenings.id, job.id))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect((await call(a, 'GET', `/api/applications/${kept.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await call(a, 'DELETE', `/api/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('needs a same-origin Origin to change anything', async () => {
    const a = await t.factories.user();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { cookie: a.cookie },
      payload: { name: 'Sneaky' },
    });
    expect(res.statusCode).toBe(403);
    expect((await pipelineCounts(t.database, a.user.id)).companies).toBe(0);
  });
});
