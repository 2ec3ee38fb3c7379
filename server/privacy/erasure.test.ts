import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contracts/privacy.ts';
import type { Database } from '#server/db/client.ts';
import { recordingKey } from '#server/speech/recordings/recording-paths.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { freshTestDatabase } from '#server/test/test-db.ts';
import { createErasure } from './erasure.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { onItsOwnDatabase } from './testing/own-database-app.ts';
import { closeRecorded, recordedInterview } from './testing/recorded-interview.ts';

/** Every file under `dir`, with its bytes. */
async function* filesUnder(dir: string): AsyncGenerator<{ file: string; bytes: Buffer }> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield { file, bytes: await readFile(file) };
  }
}

describe('erasing a candidate and a session', () => {
  let t: TestApp;
  let db: Database;
  let a: SignedIn;
  // A database of its own: every table is searched afterwards.
  onItsOwnDatabase((built) => {
    ({ t, db, a } = built);
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, payload });

  /** Rows of any table whose text holds `needle` (case-insensitive), as "table: count". */
  const rowsHolding = async (needle: string): Promise<string[]> => {
    const tables = (await db.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const found: string[] = [];
    for (const { table_name } of tables.rows) {
      const result = (await db.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} r where r::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] };
      const n = result.rows[0]?.n ?? 0;
      if (n > 0) found.push(`${table_name}: ${n}`);
    }
    return found;
  };
  const filesHolding = async (needle: string): Promise<string[]> => {
    const found: string[] = [];
    for await (const { file, bytes } of filesUnder(t.config.dataDir)) {
      if (file.includes(needle) || bytes.includes(Buffer.from(needle))) found.push(file);
    }
    return found;
  };

  /** A candidate with an application, two recorded interviews with transcripts and a decision. */
  const seedCandidate = async (tag: string) => {
    const candidate = await t.factories.candidate(a.user.id, {
      firstName: 'Philippa',
      lastName: `Vandermolen${tag}`,
      email: `philippa.${tag}@example.org`,
      summary: `Built the Quetzalwing${tag} ledger.`,
    });
    const application = await t.factories.application(a.user.id, { candidateId: candidate.id });
    const sessions = [];
    for (const applicationId of [application.id, undefined]) {
      const recorded = await recordedInterview(t, a, {
        candidateId: candidate.id,
        applicationId,
        bytes: { candidate: 32_000, interviewer: 16_000 },
      });
      await recorded.say(`I designed the Zyxquorp${tag} scheduler for our hospital wards.`);
      await recorded.say(`Tell me about Zyxquorp${tag} failures.`, 'interviewer');
      await closeRecorded(t, a, recorded.session.id);
      await call('POST', `/api/sessions/${recorded.session.id}/evaluation/generate-decision`);
      await call('POST', `/api/sessions/${recorded.session.id}/evaluation/save-decision`, {
        decision: `Hire Philippa Vandermolen${tag}.`,
      });
      sessions.push(recorded.session.id);
    }
    const needles = [
      `Vandermolen${tag}`,
      `philippa.${tag}@example.org`,
      `Zyxquorp${tag}`,
      `Quetzalwing${tag}`,
    ];
    return { candidate, application, sessions, needles };
  };

  it('leaves nothing of the candidate in any table, file or log line; only an audit entry without personal data', async () => {
    const { candidate, sessions, needles } = await seedCandidate('one');
    // Everything is there before: the search below would find it.
    for (const needle of needles) expect(await rowsHolding(needle), needle).not.toEqual([]);
    expect(
      await t.app.services.storage.store.head(recordingKey(sessions[0] as string, 'candidate')),
    ).toBeDefined();

    const res = await call('POST', `/api/candidates/${candidate.id}/erasure`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erased: true, sessions: 2, recordings: 4 });

    for (const needle of [...needles, 'Philippa']) {
      expect(await rowsHolding(needle), needle).toEqual([]);
      expect(await filesHolding(needle), needle).toEqual([]);
      expect(t.logs().includes(needle), needle).toBe(false);
    }
    for (const id of sessions) {
      expect(await t.app.services.storage.store.head(recordingKey(id, 'candidate'))).toBeUndefined();
      expect((await call('GET', `/api/sessions/${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/candidates/${candidate.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidates')).json().total).toBe(0);
    // The owner still reads the trail of the erased candidate: ids and counts only.
    const trail: AuditEntry[] = (await call('GET', `/api/candidates/${candidate.id}/audit`)).json();
    expect(trail[0]).toMatchObject({ action: 'candidate_erased', details: { sessions: 2, recordings: 4 } });
    expect(trail.map((e) => e.action)).toContain('decision_saved');
    const entries = (await db.db.execute(
      sql`select action, candidate_id, session_id, details from audit_events where action = 'candidate_erased'`,
    )) as unknown as { rows: { action: string; candidate_id: string; details: Record<string, unknown> }[] };
    expect(entries.rows).toHaveLength(1);
    expect(entries.rows[0]).toMatchObject({
      candidate_id: candidate.id,
      details: { sessions: 2, recordings: 4 },
    });
    // Erasing again: the candidate is not found.
    expect((await call('POST', `/api/candidates/${candidate.id}/erasure`)).statusCode).toBe(404);
  });

  it('erases one session and leaves the candidate', async () => {
    const { candidate, sessions } = await seedCandidate('two');
    const [first, second] = sessions as [string, string];
    const res = await call('POST', `/api/sessions/${first}/erasure`);
    expect(res.json()).toEqual({ erased: true, sessions: 1, recordings: 2 });
    expect((await call('GET', `/api/sessions/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/sessions/${second}`)).statusCode).toBe(200);
    expect(await t.app.services.storage.store.head(recordingKey(first, 'candidate'))).toBeUndefined();
    expect(await t.app.services.storage.store.head(recordingKey(second, 'candidate'))).toBeDefined();
    const trail: AuditEntry[] = (await call('GET', `/api/candidates/${candidate.id}/audit`)).json();
    expect(trail[0]).toMatchObject({ action: 'session_erased', sessionId: first, details: { sessions: 1 } });
  });

  it('resumes an erasure cut short halfway: nothing is left half-deleted', async () => {
    const { candidate, sessions, needles } = await seedCandidate('three');
    const services = t.app.services;
    // The process stops after the first session's files and rows went (as a crash would stop it).
    let removed = 0;
    const dying = createErasure({
      db: db.db,
      repo: createPrivacyRepository(db.db),
      audit: services.privacy.audit,
      instanceId: 'instance-that-dies',
      leaseMs: 60_000,
      eraseRecordingFiles: (id) => services.speech.recordings.eraseSession(id),
      removeSession: async (userId, id) => {
        if (removed++ === 1) throw new Error('process killed');
        await services.interviews.sessions.remove(userId, id);
      },
      removeCandidate: (userId, id) => services.candidates.remove(userId, id),
      onError: () => undefined,
    });
    await expect(dying.candidate(a.user.id, candidate.id)).rejects.toThrow('process killed');
    expect(await services.privacy.erasure.unfinished()).toBe(1);
    expect((await call('GET', `/api/sessions/${sessions[0]}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/candidates/${candidate.id}`)).statusCode).toBe(200);
    // While the dying instance's lease runs, nobody else takes the job.
    expect(await services.privacy.erasure.resume(new Date())).toBe(0);
    // After it, the next start or purge run finishes it.
    const report = await services.privacy.purge.run(new Date(Date.now() + 2 * 60_000));
    expect(report.erasuresResumed).toBe(1);
    expect(await services.privacy.erasure.unfinished()).toBe(0);
    for (const needle of needles) expect(await rowsHolding(needle), needle).toEqual([]);
    for (const id of sessions) {
      expect(await services.storage.store.head(recordingKey(id, 'interviewer'))).toBeUndefined();
    }
    const erased = (await db.db.execute(
      sql`select details from audit_events where action = 'candidate_erased' and candidate_id = ${candidate.id}`,
    )) as unknown as { rows: { details: Record<string, unknown> }[] };
    expect(erased.rows.map((r) => r.details.sessions)).toEqual([2]);
  });
});
