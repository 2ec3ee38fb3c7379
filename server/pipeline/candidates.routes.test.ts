import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema/index.ts';
import { callAs } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { pipelineCounts } from '#server/test/pipeline-rows.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('candidates routes', () => {
  const t = useTestApp();

  const call = callAs(t);
  const names = async (who: SignedIn, query: string) =>
    (await call(who, 'GET', `/api/candidates?${query}`))
      .json()
      .items.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`);

  it('creates a candidate with lists, and reads it back', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/candidates', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      experienceLevel: 'senior-level',
      skills: ['Maths', 'Engines'],
      portfolioUrl: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      experienceLevel: 'senior-level',
      skills: ['Maths', 'Engines'],
      fileAttachments: [],
      portfolioUrl: null,
    });
    expect((await call(a, 'GET', `/api/candidates/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('lists candidates without their long texts, which the detail keeps', async () => {
    const a = await t.factories.user();
    const long = {
      summary: 'Summary',
      resumeText: 'Résumé '.repeat(500),
      education: 'MSc',
      workExperience: 'Ten years',
    };
    const created = await call(a, 'POST', '/api/candidates', {
      firstName: 'Grace',
      lastName: 'Hopper',
      ...long,
    });
    const [item] = (await call(a, 'GET', '/api/candidates')).json().items;
    const { summary, resumeText, education, workExperience, ...listed } = created.json();
    expect(item).toEqual(listed);
    expect({ summary, resumeText: resumeText.trim(), education, workExperience }).toEqual({
      ...long,
      resumeText: long.resumeText.trim(),
    });
  });

  it('accepts the session-creation body (spec 000 §7) and an empty e-mail', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/candidates', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: '',
      phone: '+1 555',
      location: 'Arlington',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: null,
      phone: '+1 555',
      location: 'Arlington',
      experienceLevel: null,
    });
  });

  it.each([
    [{ lastName: 'L' }, 'First name is required'],
    [{ firstName: '', lastName: 'L' }, 'First name is required'],
    [{ firstName: 'F' }, 'Last name is required'],
    [{ firstName: 'F', lastName: '  ' }, 'Last name is required'],
    [{ firstName: 'F', lastName: 'L', email: 'nope' }, 'Please enter a valid email'],
    [
      { firstName: 'F', lastName: 'L', experienceLevel: 'guru' },
      'Experience level must be one of entry-level, mid-level, senior-level, executive',
    ],
    [{ firstName: 'F', lastName: 'L', currentTitle: 'x'.repeat(201) }, 'Must be at most 200 characters'],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', '/api/candidates', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await pipelineCounts(t.database, a.user.id)).candidates).toBe(0);
  });

  it('refuses wrong types and stores nothing', async () => {
    const a = await t.factories.user();
    for (const payload of [
      { firstName: 'F', lastName: 'L', skills: 'Maths' },
      { firstName: 'F', lastName: 'L', skills: [1, 2] },
      { firstName: ['F'], lastName: 'L' },
    ]) {
      const res = await call(a, 'POST', '/api/candidates', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await pipelineCounts(t.database, a.user.id)).candidates).toBe(0);
  });

  it('replaces a candidate with PUT', async () => {
    const a = await t.factories.user();
    const c = await t.factories.candidate(a.user.id, { currentCompany: 'Acme', skills: ['Go'] });
    const res = await call(a, 'PUT', `/api/candidates/${c.id}`, { firstName: 'New', lastName: 'Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'New', currentCompany: null, skills: [] });
    const bad = await call(a, 'PUT', `/api/candidates/${c.id}`, {
      firstName: 'X',
      lastName: 'Y',
      email: 'bad',
    });
    expect(bad.json().error.message).toBe('Please enter a valid email');
    expect((await call(a, 'GET', `/api/candidates/${c.id}`)).json().firstName).toBe('New');
  });

  it('searches names (also first and last together), e-mail, company and title; filters by level', async () => {
    const a = await t.factories.user();
    const add = (firstName: string, lastName: string, more: object = {}) =>
      t.factories.candidate(a.user.id, { firstName, lastName, ...more });
    await add('Ada', 'Lovelace', { experienceLevel: 'senior-level' });
    await add('Alan', 'Turing', { email: 'alan@bletchley.example' });
    await add('Grace', 'Hopper', { currentCompany: 'US Navy', experienceLevel: 'executive' });
    await add('Linus', 'Torvalds', { currentTitle: 'Kernel Maintainer' });
    expect(await names(a, 'search=ada%20lovelace')).toEqual(['Ada Lovelace']);
    expect(await names(a, 'search=LOVE')).toEqual(['Ada Lovelace']);
    expect(await names(a, 'search=turing')).toEqual(['Alan Turing']);
    expect(await names(a, 'search=bletchley')).toEqual(['Alan Turing']);
    expect(await names(a, 'search=navy')).toEqual(['Grace Hopper']);
    expect(await names(a, 'search=kernel')).toEqual(['Linus Torvalds']);
    expect(await names(a, 'search=n%20t')).toEqual(['Alan Turing']);
    expect(await names(a, 'experienceLevel=executive')).toEqual(['Grace Hopper']);
    expect(await names(a, 'limit=2')).toEqual(['Linus Torvalds', 'Grace Hopper']);
    expect((await call(a, 'GET', '/api/candidates?limit=2')).json().total).toBe(4);
    expect((await call(a, 'GET', '/api/candidates?experienceLevel=guru')).statusCode).toBe(400);
  });

  it('counts total, senior level, with résumé and with portfolio', async () => {
    const a = await t.factories.user();
    await t.factories.candidate(a.user.id, { experienceLevel: 'senior-level', resumeText: 'Long CV' });
    await t.factories.candidate(a.user.id, { portfolioUrl: 'https://ada.dev', resumeText: '' });
    await t.factories.candidate(a.user.id, { experienceLevel: 'mid-level' });
    expect((await call(a, 'GET', '/api/candidates/stats')).json()).toEqual({
      total: 3,
      seniorLevel: 1,
      withResume: 1,
      withPortfolio: 1,
    });
  });

  it('gives at most 50 options by name, filtered by the search', async () => {
    const a = await t.factories.user();
    for (let i = 0; i < 52; i++) {
      await t.factories.candidate(a.user.id, {
        firstName: `N${String(i).padStart(2, '0')}`,
        lastName: 'Opt',
      });
    }
    await t.factories.candidate(a.user.id, { firstName: 'Zed', lastName: 'Unique' });
    const all = (await call(a, 'GET', '/api/candidates/options')).json();
    expect(all).toHaveLength(50);
    expect(all[0]).toEqual({ id: expect.any(String), firstName: 'N00', lastName: 'Opt' });
    const found = (await call(a, 'GET', '/api/candidates/options?search=zed%20uni')).json();
    expect(found).toEqual([{ id: expect.any(String), firstName: 'Zed', lastName: 'Unique' }]);
    // A search matching more than a page gives its first 50 in the same order.
    const opts = (await call(a, 'GET', '/api/candidates/options?search=opt')).json();
    expect(opts.map((c: { firstName: string }) => c.firstName)).toEqual(
      all.map((c: { firstName: string }) => c.firstName),
    );
  });

  it('deletes a candidate with their applications', async () => {
    const a = await t.factories.user();
    const c = await t.factories.candidate(a.user.id);
    const application = await t.factories.application(a.user.id, { candidateId: c.id });
    expect((await call(a, 'DELETE', `/api/candidates/${c.id}`)).statusCode).toBe(204);
    const { db } = t.database;
    expect(await db.select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect((await call(a, 'GET', `/api/candidates/${c.id}`)).json().error.message).toBe(
      'Candidate not found',
    );
    expect((await pipelineCounts(t.database, a.user.id)).jobOpenings).toBe(1);
  });
});
