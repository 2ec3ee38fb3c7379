import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, SessionRetention } from '#contracts/privacy.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { auditEvents, purgeRuns } from '#server/db/schema/privacy.ts';
import { recordingKey } from '#server/speech/recordings/recording-paths.ts';
import { createTracksRepository } from '#server/speech/recordings/tracks.repository.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { freshPostgresDatabase, freshTestDatabase, testDatabaseKind } from '#server/test/test-db.ts';
import { PURGE_RUNS_KEPT } from './purge.ts';
import { onItsOwnDatabase } from './testing/own-database-app.ts';
import { closeRecorded, recordedInterview } from './testing/recorded-interview.ts';

const DAY = 24 * 60 * 60_000;

describe('the retention purge, with the clock moved forward', () => {
  let t: TestApp;
  let a: SignedIn;
  let db: Database;
  // A database of its own: the purge reads every account's retention.
  onItsOwnDatabase((built) => {
    ({ t, db, a } = built);
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: a.headers });
  const trail = async (sessionId: string): Promise<AuditEntry[]> =>
    (await get(`/api/sessions/${sessionId}/audit`)).json();

  it('deletes recordings, then the transcript, then the whole interview, each after its period, once per slot', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/retention',
      headers: a.headers,
      payload: { recordingsDays: 30, transcriptsDays: 60, interviewsDays: 90, auditDays: 730 },
    });
    const { session, say } = await recordedInterview(t, a, {
      bytes: { candidate: 32_000, interviewer: 16_000 },
    });
    await say('We replayed a week of production traffic against both indexers.');
    await say('Which indexers does the team run on call?');
    // Another interview still running keeps everything: its periods count from its end.
    const running = await recordedInterview(t, a, { bytes: { candidate: 3200, interviewer: 3200 } });
    await closeRecorded(t, a, session.id);
    expect(JSON.stringify((await get(`/api/sessions/${session.id}/debrief`)).json())).toContain('indexers');
    const { store } = t.app.services.storage;
    const purge = t.app.services.privacy.purge;
    const start = Date.now();
    const at = (days: number) => new Date(start + days * DAY + 60_000);

    const dates: SessionRetention = (await get(`/api/sessions/${session.id}/retention`)).json();
    const ended = new Date(dates.interviewDeleteAt as string).getTime() - 90 * DAY;
    expect(Math.abs(ended - start)).toBeLessThan(60_000);
    expect(dates.recordingsDeleteAt).toBe(new Date(ended + 30 * DAY).toISOString());
    expect(dates.transcriptDeleteAt).toBe(new Date(ended + 60 * DAY).toISOString());
    expect((await get(`/api/sessions/${running.session.id}/retention`)).json()).toMatchObject({
      recordingsDeleteAt: null,
      interviewDeleteAt: null,
    });

    expect(await purge.run(at(29))).toMatchObject({
      ran: true,
      recordings: 0,
      transcripts: 0,
      interviews: 0,
    });
    expect((await get(`/api/sessions/${session.id}/audio-exports`)).json()).toHaveLength(2);

    expect(await purge.run(at(31))).toMatchObject({ ran: true, recordings: 1, transcripts: 0 });
    expect(await purge.run(at(31))).toMatchObject({ ran: false });
    expect((await get(`/api/sessions/${session.id}/audio-exports`)).json()).toEqual([]);
    expect(await store.head(recordingKey(session.id, 'candidate'))).toBeUndefined();
    expect(await store.head(recordingKey(session.id, 'interviewer'))).toBeUndefined();
    expect((await get(`/api/sessions/${session.id}/conversation`)).json().length).toBe(2);
    const afterRecordings: SessionRetention = (await get(`/api/sessions/${session.id}/retention`)).json();
    expect(afterRecordings.recordingsDeletedAt).toBe(at(31).toISOString());
    const runningTrack = { sessionId: running.session.id, speaker: 'candidate' as const };
    expect(await createTracksRepository(t.database.db).segments(runningTrack)).not.toEqual([]);

    expect(await purge.run(at(61))).toMatchObject({ ran: true, recordings: 0, transcripts: 1 });
    expect((await get(`/api/sessions/${session.id}/conversation`)).json()).toEqual([]);
    // The debrief drafted at close quoted the line; its draft goes with the transcript.
    expect(JSON.stringify((await get(`/api/sessions/${session.id}/debrief`)).json())).not.toContain(
      'indexers',
    );
    expect((await get(`/api/sessions/${session.id}`)).statusCode).toBe(200);

    const before = await trail(session.id);
    expect(await purge.run(at(91))).toMatchObject({ ran: true, interviews: 1 });
    expect((await get(`/api/sessions/${session.id}`)).statusCode).toBe(404);
    // The trail outlives the interview; it is read through the candidate now.
    const entries: AuditEntry[] = (await get(`/api/candidates/${session.candidateId}/audit`)).json();
    expect(entries.map((e) => e.action).slice(0, 3)).toEqual([
      'interview_purged',
      'transcript_purged',
      'recordings_purged',
    ]);
    expect(entries.find((e) => e.action === 'recordings_purged')?.details).toEqual({ files: 2 });
    expect(entries.find((e) => e.action === 'transcript_purged')?.details).toEqual({
      chunks: 2,
      notes: 0,
      suggestions: 0,
    });
    expect(entries.find((e) => e.action === 'interview_purged')?.details).toMatchObject({
      sessions: 1,
      recordings: 0,
    });
    expect(before.map((e) => e.action)).toContain('consent_confirmed');
    // The running interview kept everything.
    expect((await get(`/api/sessions/${running.session.id}`)).statusCode).toBe(200);
  });

  it('keeps a bounded history of its runs: the last month of slots', async () => {
    const HOUR = 60 * 60_000;
    const now = new Date(Date.now() + 400 * DAY);
    const slot = Math.floor(now.getTime() / HOUR) * HOUR;
    // Forty days of hourly runs before this one.
    const earlier = Array.from({ length: 40 * 24 }, (_, n) => ({
      slot: new Date(slot - (n + 1) * HOUR),
      instanceId: 'an-earlier-instance',
      startedAt: new Date(slot - (n + 1) * HOUR),
      finishedAt: new Date(slot - (n + 1) * HOUR + 1000),
    }));
    for (let n = 0; n < earlier.length; n += 200)
      await db.db.insert(purgeRuns).values(earlier.slice(n, n + 200));
    const before = await db.db.select({ n: count() }).from(purgeRuns);

    const report = await t.app.services.privacy.purge.run(now);
    expect(report.ran).toBe(true);
    const kept = await db.db.select({ slot: purgeRuns.slot }).from(purgeRuns).orderBy(asc(purgeRuns.slot));
    expect(kept).toHaveLength(PURGE_RUNS_KEPT);
    expect(report.runsThinned).toBe((before[0]?.n ?? 0) + 1 - PURGE_RUNS_KEPT);
    expect(kept.at(-1)?.slot.getTime()).toBe(slot);
    expect(kept[0]?.slot.getTime()).toBe(slot - (PURGE_RUNS_KEPT - 1) * HOUR);
    // The slot just run stays claimed: it does not run twice.
    expect((await t.app.services.privacy.purge.run(now)).ran).toBe(false);
  });

  it('thins the audit trail by its own period and says how much it removed', async () => {
    const b = await t.factories.user();
    await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/retention',
      headers: b.headers,
      payload: { recordingsDays: null, transcriptsDays: null, interviewsDays: null, auditDays: 30 },
    });
    const { session } = await recordedInterview(t, b, { bytes: { candidate: 2, interviewer: 2 } });
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/sessions/${session.id}/audit`, headers: b.headers })
        ).json() as AuditEntry[]
      ).map((e) => e.action);
    expect(await read()).toEqual(['consent_confirmed']);
    const report = await t.app.services.privacy.purge.run(new Date(Date.now() + 200 * DAY));
    expect(report.auditEntries).toBeGreaterThanOrEqual(1);
    expect(await read()).toEqual([]);
    // What is left is the account's entry of the thinning: a count, no session, no candidate.
    const left = await db.db.select().from(auditEvents).where(eq(auditEvents.userId, b.user.id));
    expect(left.map((e) => [e.action, e.sessionId, e.candidateId, e.details])).toEqual([
      ['audit_purged', null, null, { entries: 1 }],
    ]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')(
  'the retention purge on two instances sharing PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let first: Database;
    let second: Database;
    let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let user: SignedIn;
    beforeAll(async () => {
      fresh = await freshPostgresDatabase();
      // Each instance with a pool of its own, as two processes would have.
      first = await openDatabase({ kind: 'postgres', url: fresh.url });
      second = await openDatabase({ kind: 'postgres', url: fresh.url });
      a = await buildTestApp({ database: first, liveAssistant: { enabled: false } });
      // One object store, as instances share a bucket; spools stay each instance's own.
      b = await buildTestApp({
        database: second,
        liveAssistant: { enabled: false },
        config: { storage: a.config.storage },
      });
      user = await a.factories.user();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await first?.close();
      await second?.close();
      await fresh?.drop();
    });

    it('runs each slot on one instance only, and removes each recording once', async () => {
      await a.app.inject({
        method: 'PUT',
        url: '/api/privacy/retention',
        headers: user.headers,
        payload: { recordingsDays: 1, transcriptsDays: null, interviewsDays: null, auditDays: 730 },
      });
      const sessions = [];
      for (let n = 0; n < 3; n++) {
        const { session } = await recordedInterview(a, user, {
          bytes: { candidate: 3200, interviewer: 3200 },
        });
        await closeRecorded(a, user, session.id);
        sessions.push(session.id);
      }
      const later = new Date(Date.now() + 2 * DAY);
      const reports = await Promise.all([a, b, a, b].map((t) => t.app.services.privacy.purge.run(later)));
      expect(reports.filter((r) => r.ran)).toHaveLength(1);
      expect(reports.find((r) => r.ran)?.recordings).toBe(3);
      for (const id of sessions) {
        const entries: AuditEntry[] = (
          await b.app.inject({ method: 'GET', url: `/api/sessions/${id}/audit`, headers: user.headers })
        ).json();
        expect(entries.filter((e) => e.action === 'recordings_purged')).toHaveLength(1);
        expect(await a.app.services.storage.store.head(recordingKey(id, 'candidate'))).toBeUndefined();
      }
      // The next slot, on either instance, finds nothing left to remove.
      const next = await b.app.services.privacy.purge.run(new Date(later.getTime() + 2 * 60 * 60_000));
      expect(next).toMatchObject({ ran: true, recordings: 0 });
    });
  },
);
