import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTED_DESCRIPTION_MAX } from '#contracts/common.ts';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

/**
 * List pages are encoded by the database (json-encode.ts), single records by the mappers: an
 * item must read the same either way, every field filled or empty, timestamps to the millisecond.
 */
describe('list items and the records they list', () => {
  const t = useTestApp();

  const get = async (who: SignedIn, url: string) => {
    const res = await t.app.inject({
      url,
      headers: { ...who.headers, [TIME_ZONE_HEADER]: 'Europe/Lisbon' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every item of the first page equals its own record read at `/api/{list}/{id}`. */
  const expectItemsAsRecords = async (who: SignedIn, list: string, leftOut: string[] = []) => {
    const { items } = await get(who, `/api/${list}`);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const record = await get(who, `/api/${list}/${item.id}`);
      for (const key of leftOut) delete record[key];
      expect(item).toStrictEqual(record);
    }
  };

  it('reads every field as the record does', async () => {
    const who = await t.factories.user();
    const f = t.factories;
    const full = await f.company(who.user.id, {
      name: 'Acme "Quoted" \\ Co',
      description: 'Line one\nline two ✓',
      website: 'https://acme.example',
      industry: 'Tools',
      contactEmail: 'hr@acme.example',
      contactPhone: '+351 000',
      address: 'Rua 1',
      location: 'Lisbon',
    });
    await f.company(who.user.id);
    const late = await f.jobOpening(who.user.id, {
      companyId: full.id,
      description: 'Build things',
      requirements: 'TypeScript',
      location: 'Remote',
      salaryRange: '50-60k',
      employmentType: 'full-time',
      status: 'active',
      dueDate: '2020-01-01',
    });
    await f.jobOpening(who.user.id, { companyId: full.id, dueDate: '2999-12-31' });
    await f.jobOpening(who.user.id);
    const ada = await f.candidate(who.user.id, {
      email: 'ada@example.com',
      phone: '1',
      location: 'London',
      linkedinUrl: 'https://linkedin.example/ada',
      currentCompany: 'Engines',
      currentTitle: 'Analyst',
      experienceLevel: 'senior-level',
      summary: 'A long summary',
      resumeText: 'Résumé',
      skills: ['Maths', 'Poetry'],
      portfolioUrl: 'https://ada.example',
      fileAttachments: ['notes.pdf'],
    });
    await f.candidate(who.user.id);
    await f.application(who.user.id, {
      candidateId: ada.id,
      jobOpeningId: late.id,
      status: 'offer',
      source: 'Referral',
      notes: 'Strong',
      applicationDate: '2024-02-29T23:59:59.999Z',
    });
    await f.application(who.user.id);
    // Microseconds beyond the millisecond are cut, as a JavaScript date cuts them.
    for (const table of ['companies', 'job_openings', 'candidates', 'applications'])
      await t.database.db.execute(
        sql`update ${sql.identifier(table)} set created_at = created_at + interval '999 microseconds'`,
      );

    await expectItemsAsRecords(who, 'companies');
    await expectItemsAsRecords(who, 'job-openings', ['requirements']);
    await expectItemsAsRecords(who, 'candidates', ['summary', 'resumeText', 'education', 'workExperience']);
    await expectItemsAsRecords(who, 'applications', ['notes']);
    const jobs = (await get(who, '/api/job-openings')).items;
    expect(jobs.filter((j: { overdue: boolean }) => j.overdue).map((j: { id: string }) => j.id)).toEqual([
      late.id,
    ]);
  });

  it('lists the start of descriptions and leaves out requirements and notes, which records keep', async () => {
    const who = await t.factories.user();
    const description = `${'Ships reliable hiring software. '.repeat(20)}Tail phrase zebra.`;
    const company = await t.factories.company(who.user.id, { description });
    const job = await t.factories.jobOpening(who.user.id, {
      companyId: company.id,
      description,
      requirements: 'Ten years of TypeScript',
    });
    const application = await t.factories.application(who.user.id, {
      jobOpeningId: job.id,
      notes: 'Call back',
    });
    const start = description.slice(0, LISTED_DESCRIPTION_MAX);

    const [listedCompany] = (await get(who, '/api/companies')).items;
    expect(listedCompany.description).toBe(start);
    const [listedJob] = (await get(who, '/api/job-openings')).items;
    expect(listedJob.description).toBe(start);
    expect(listedJob).not.toHaveProperty('requirements');
    expect((await get(who, `/api/companies/${company.id}/job-openings`)).items).toStrictEqual([listedJob]);
    const [listedApplication] = (await get(who, '/api/applications')).items;
    expect(listedApplication).not.toHaveProperty('notes');
    expect((await get(who, `/api/job-openings/${job.id}/applications`)).items).toStrictEqual([
      listedApplication,
    ]);

    // The search still reads the whole description; the records keep every field whole.
    const found = (await get(who, '/api/job-openings?search=zebra')).items;
    expect(found.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect(await get(who, `/api/companies/${company.id}`)).toMatchObject({ description });
    expect(await get(who, `/api/job-openings/${job.id}`)).toMatchObject({
      description,
      requirements: 'Ten years of TypeScript',
    });
    expect(await get(who, `/api/applications/${application.id}`)).toMatchObject({ notes: 'Call back' });
  });

  it('encodes the next pages and the searches as the first', async () => {
    const who = await t.factories.user();
    for (let i = 0; i < 3; i++) await t.factories.application(who.user.id, { source: `Fair ${i}` });
    const all = (await get(who, '/api/applications')).items;
    const pages = [
      ...(await get(who, '/api/applications?limit=2')).items,
      ...(await get(who, '/api/applications?limit=2&offset=2')).items,
    ];
    expect(pages).toStrictEqual(all);
    const [second] = (await get(who, '/api/applications?limit=1&offset=1')).items;
    expect(second).toStrictEqual(all[1]);
    const found = await get(who, `/api/applications?search=${all[2].candidateLastName}`);
    expect(found.items).toStrictEqual([all[2]]);
  });

  it('filters first pages by values with quotes, as text and nothing more', async () => {
    const who = await t.factories.user();
    const tricky = "O'Brien'); delete from applications; --";
    const mine = await t.factories.application(who.user.id, { source: tricky });
    await t.factories.application(who.user.id, { source: 'Referral' });
    for (let run = 0; run < 7; run++) {
      const url = `/api/applications?source=${encodeURIComponent(tricky)}`;
      expect((await get(who, url)).items.map((a: { id: string }) => a.id)).toEqual([mine.id]);
    }
    expect((await get(who, '/api/applications')).total).toBe(2);
  });
});
