import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, signIn } from '#server/test/process-client.ts';
import { startServer } from '#server/test/processes.ts';
import { freshPostgresDatabase } from '#server/test/test-db.ts';

const PASSWORD = 'Erasure-Crash-1';
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Sessions with the candidate: enough that the erasure is still under way when it is watched. */
const SESSIONS = 80;

// Two processes on one database, the test reading it while the server works: PostgreSQL only
// (the embedded database belongs to the one process holding its directory).
describe.skipIf(!postgresUrl)('an erasure killed halfway (SIGKILL) and resumed by the next start', () => {
  it('resumes at start and finishes: nothing of the candidate is left, one audit entry', async () => {
    const database = await freshPostgresDatabase();
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-erasure-crash-')),
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
    };
    const base = `http://127.0.0.1:${port}`;
    const db = new pg.Client({ connectionString: database.url });
    let server = await startServer(env);
    try {
      await db.connect();
      const count = async (statement: string, values: unknown[]) =>
        Number((await db.query<{ n: string }>(statement, values)).rows[0]?.n);
      const cookie = await signIn(base, 'admin', PASSWORD);
      const candidate = await call(base, 'POST', '/api/candidates', {
        cookie,
        body: { firstName: 'Halfway', lastName: 'Erased', email: 'halfway.erased@example.org' },
      });
      const candidateId = (candidate.body as { id: string }).id;
      for (let n = 0; n < SESSIONS; n++) {
        const session = await call(base, 'POST', '/api/sessions', { cookie, body: { candidateId } });
        const id = (session.body as { id: string }).id;
        await call(base, 'POST', `/api/sessions/${id}/text`, {
          cookie,
          body: { text: `Halfway Erased spoke in round ${n}.`, speaker: 'candidate' },
        });
      }
      const sessionsLeft = () =>
        count('select count(*) as n from interview_sessions where candidate_id = $1', [candidateId]);
      expect(await sessionsLeft()).toBe(SESSIONS);

      // The erasure starts; once the database shows it halfway through, the process is killed.
      const erasing = call(base, 'POST', `/api/candidates/${candidateId}/erasure`, { cookie }).catch(
        (error: unknown) => error,
      );
      let left = SESSIONS;
      while (left > SESSIONS / 2) {
        await sleep(5);
        left = await sessionsLeft();
      }
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      expect(await erasing).toBeInstanceOf(Error);

      // Cut short: some sessions gone, some left, the candidate still there, the job unfinished.
      left = await sessionsLeft();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(SESSIONS);
      expect(await count('select count(*) as n from candidates where id = $1', [candidateId])).toBe(1);
      const unfinished = () =>
        count('select count(*) as n from erasure_jobs where finished_at is null and subject_id = $1', [
          candidateId,
        ]);
      expect(await unfinished()).toBe(1);
      // The dead process's lease runs five minutes; the clock is moved past it rather than waited on.
      await db.query(
        `update erasure_jobs set held_until = now() - interval '1 second' where subject_id = $1`,
        [candidateId],
      );

      server = await startServer(env);
      const deadline = Date.now() + 60_000;
      while ((await unfinished()) > 0 && Date.now() < deadline) await sleep(100);
      expect(await unfinished()).toBe(0);
      expect(await sessionsLeft()).toBe(0);
      expect(await count('select count(*) as n from candidates where id = $1', [candidateId])).toBe(0);
      expect(
        await count(`select count(*) as n from conversation_chunks where text like '%Halfway Erased%'`, []),
      ).toBe(0);
      const [job] = (
        await db.query<{ attempts: number; sessions: number }>(
          'select attempts, jsonb_array_length(session_ids) as sessions from erasure_jobs where subject_id = $1',
          [candidateId],
        )
      ).rows;
      expect(job).toEqual({ attempts: 2, sessions: SESSIONS });
      const audit = (
        await db.query<{ action: string; details: Record<string, unknown> }>(
          'select action, details from audit_events where candidate_id = $1 and action = $2',
          [candidateId, 'candidate_erased'],
        )
      ).rows;
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({ sessions: SESSIONS });
      expect(JSON.stringify(audit)).not.toContain('Halfway');
      expect(server.output()).not.toContain('halfway.erased@example.org');
    } finally {
      server.child.kill('SIGKILL');
      await db.end().catch(() => undefined);
      await sleep(200);
      await database.drop();
    }
  }, 180_000);
});
