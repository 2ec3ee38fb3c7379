import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { buildTestApp, ORIGIN, type TestApp } from '#server/test/build-test-app.ts';
import { freshTestDatabase, testDatabaseKind } from '#server/test/test-db.ts';

/** A candidate's personal data, each value unique enough to be found anywhere in the log. */
const CANDIDATE = {
  firstName: 'Philippa',
  lastName: 'Quennell-Armstrong',
  email: 'philippa.quennell@example.org',
  phone: '+44 7700 900 461',
  resumeText: 'Led the Zanzibar harbour ledger migration at Orrery Freight, 2019-2023.',
  summary: 'Quiet achiever with a zest for Xylophone-grade reconciliations',
};
const SEARCHED = 'quennell-search-term';
const IN_PATH = 'philippa.quennell@example.org';

describe(`what the log keeps of a failed write (${testDatabaseKind})`, () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own: the constraint below refuses every new candidate.
    database = await freshTestDatabase();
    t = await buildTestApp({ database });
    await database.db.execute(
      sql.raw('alter table candidates add constraint log_test_refuses_all check (first_name is null)'),
    );
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('names the failing query, table and SQL state, and none of the values or query strings', async () => {
    const { cookie } = await t.factories.user();
    const headers = { cookie, origin: ORIGIN };

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/candidates',
      headers,
      payload: CANDIDATE,
    });
    expect(refused.statusCode).toBe(500);
    // A NUL the database cannot store: refused by the contract or by the database, never logged.
    const withNul = { ...CANDIDATE, summary: `${CANDIDATE.summary}\u0000` };
    const nul = await t.app.inject({ method: 'POST', url: '/api/candidates', headers, payload: withNul });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    await t.app.inject({ method: 'GET', url: `/api/candidates?search=${SEARCHED}`, headers });
    await t.app.inject({ method: 'GET', url: `/api/candidates/${IN_PATH}`, headers });
    await t.app.inject({ method: 'GET', url: `/api/nothing/${IN_PATH}?q=${SEARCHED}`, headers });

    const logs = t.logs();
    for (const value of [...Object.values(CANDIDATE), SEARCHED, IN_PATH, 'Philippa', 'Zanzibar']) {
      expect(logs, value).not.toContain(value);
    }
    expect(logs).not.toMatch(/params:|"detail"|Failing row/);
    const lines = logs.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "candidates"/),
      cause: { sqlState: '23514', table: 'candidates', constraint: 'log_test_refuses_all' },
    });
    const urls = lines.flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
    expect(urls).toContain('/api/candidates');
    expect(urls.every((url) => !url.includes('?'))).toBe(true);
  });
});
