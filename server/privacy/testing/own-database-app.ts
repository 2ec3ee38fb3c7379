import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { freshTestDatabase } from '#server/test/test-db.ts';

export type OwnDatabaseApp = { t: TestApp; db: Database; a: SignedIn };

/**
 * The test app of a `describe` block on an empty database of its own, with one signed-in user:
 * for tests that search every table or act on every account (erasure, the purge). Built in a
 * `beforeAll` that hands it to `started`; app and database are closed in an `afterAll`.
 */
export function onItsOwnDatabase(started: (built: OwnDatabaseApp) => void): void {
  let built: Partial<OwnDatabaseApp> = {};
  beforeAll(async () => {
    const db = await freshTestDatabase();
    built = { db };
    const t = await buildTestApp({ database: db, liveAssistant: { enabled: false } });
    built = { db, t, a: await t.factories.user() };
    started(built as OwnDatabaseApp);
  });
  afterAll(async () => {
    await built.t?.close();
    await built.db?.close();
  });
}
