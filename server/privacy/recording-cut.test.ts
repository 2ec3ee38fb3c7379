import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuditEntry, ERASED_STRETCH_MESSAGE, RECORDING_CUT_MESSAGE } from '#contracts/privacy.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { createSessionEvents } from '#server/live/session-events.service.ts';
import { trackPcm } from '#server/speech/recordings/testing/track-pcm.ts';
import { createTracksRepository } from '#server/speech/recordings/tracks.repository.ts';
import { createGapsRepository } from '#server/speech/recovery/gaps.repository.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createRecordingCut } from './recording-cut.ts';

const SECOND = PCM_BYTES_PER_SECOND;
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

/** A PCM ramp that is never silent: every sample is at least 1000 away from zero. */
function audio(bytes: number): Buffer {
  const pcm = Buffer.alloc(bytes);
  for (let i = 0; i + 1 < bytes; i += 2) pcm.writeInt16LE(1000 + ((i / 2) % 20_000), i);
  return pcm;
}
/** Bytes of silent samples in `pcm` (which starts on a sample). */
function zeros(pcm: Buffer): number {
  let n = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) if (pcm.readInt16LE(i) === 0) n += 2;
  return n;
}

describe('erasing the last minutes of a live recording', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    [a, other] = [await t.factories.user(), await t.factories.user()];
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = a) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  const say = (id: string, text: string, timestamp?: string, speaker = 'candidate') =>
    call('POST', `/api/sessions/${id}/text`, { text, speaker, ...(timestamp ? { timestamp } : {}) });

  it('silences the audio and deletes the lines of the stretch while capture goes on', async () => {
    const candidate = await t.factories.candidate(a.user.id, { firstName: 'Ines', lastName: 'Cut' });
    const { id } = await t.factories.session(a.user.id, { candidateId: candidate.id });
    await call('POST', `/api/sessions/${id}/recording-consent`);
    const { recordings } = t.app.services.speech;
    recordings.follow(id);
    const spool = recordings.spools.acquire(id, 'candidate');
    // Four minutes of the candidate's audio, arrived by now.
    for (let i = 0; i < 4 * 60; i++) spool.append(audio(SECOND));
    await vi.waitFor(() => expect(spool.stored).toBe(4 * 60 * SECOND), { timeout: 15_000, interval: 50 });
    await sleep(400);

    await say(id, 'I led the billing migration last year.', secondsAgo(200));
    await say(id, 'Off the record, my salary at Initech is low.', secondsAgo(90));
    await say(id, 'Who owns the Initech roadmap here?', secondsAgo(30));

    const refused = await call('POST', `/api/sessions/${id}/recording/erase-last`, { minutes: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RECORDING_CUT_MESSAGE);
    expect(
      (await call('POST', `/api/sessions/${id}/recording/erase-last`, { minutes: 2 }, other)).statusCode,
    ).toBe(404);

    const pieces = await createTracksRepository(t.database.db).segments({
      sessionId: id,
      speaker: 'candidate',
    });
    const lastAudioAt = pieces.at(-1)?.createdAt.getTime() ?? 0;
    const track = () => trackPcm({ db: t.database.db, store: t.app.services.storage.store }, id, 'candidate');
    const res = await call('POST', `/api/sessions/${id}/recording/erase-last`, { minutes: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toBe(2);
    await recordings.settled(id);

    // The transcript keeps what came before; nothing of the stretch stays in any row.
    const lines = (await call('GET', `/api/sessions/${id}/conversation`)).json() as { text: string }[];
    expect(lines.map((l) => l.text)).toEqual(['I led the billing migration last year.']);
    const found = await t.database.db.execute(
      sql`select count(*)::int as n from session_events where session_id = ${id}::uuid and payload::text like '%Initech%'`,
    );
    expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await call('GET', `/api/sessions/${id}/candidate-questions`)).json()).toEqual([]);

    // The audio of the last two minutes is silence (it stopped arriving a moment before the cut,
    // so a little less than two minutes of it lies in them); the audio before is as it came. The
    // stored pieces themselves hold the silence, not only what is read of them.
    const pcm = await track();
    const first = await t.app.services.storage.store.get(pieces.at(-1)?.objectKey ?? '');
    const stored: Buffer[] = [];
    for await (const chunk of (first?.body ?? []) as AsyncIterable<Buffer>) stored.push(chunk);
    expect(zeros(Buffer.concat(stored))).toBe(pieces.at(-1)?.bytes);
    expect(pcm.length).toBe(4 * 60 * SECOND);
    const inStretch = Math.round(((lastAudioAt - Date.parse(res.json().from)) * SECOND) / 1000);
    expect(inStretch).toBeGreaterThan(100 * SECOND);
    const start = (pcm.length - inStretch) & ~1;
    const slack = SECOND / 10; // an even number of bytes: whole samples
    expect(zeros(pcm.subarray(start + slack))).toBe(pcm.length - start - slack);
    expect(zeros(pcm.subarray(0, start - slack))).toBe(0);

    // Capture goes on: new audio, arriving in real time, lands after the silence; new lines are kept.
    for (let i = 0; i < 2; i++) {
      await sleep(1000);
      spool.append(audio(SECOND));
    }
    await spool.release();
    const grown = await track();
    expect(grown.length).toBe(pcm.length + 2 * SECOND);
    expect(zeros(grown.subarray(pcm.length))).toBe(0);
    expect((await say(id, 'Back on the record now.')).statusCode).toBe(201);
    // A line from inside the stretch arriving late (a slow transcription) is refused.
    const late = await say(id, 'Initech pays me little.', secondsAgo(60));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(ERASED_STRETCH_MESSAGE);

    const trail = (await call('GET', `/api/sessions/${id}/audit`)).json() as AuditEntry[];
    expect(trail.find((e) => e.action === 'recording_cut')).toMatchObject({
      candidateId: candidate.id,
      details: { minutes: 2, chunks: 2 },
    });
    expect(JSON.stringify(trail)).not.toContain('Initech');

    // Only a live interview: a closed one's recording is erased whole, or not at all.
    await call('POST', `/api/sessions/${id}/close`);
    expect((await call('POST', `/api/sessions/${id}/recording/erase-last`, { minutes: 2 })).statusCode).toBe(
      409,
    );
  });
  it('forgets the untranscribed stretches inside the erased one and trims the one across its start', async () => {
    const { id } = await t.factories.session(a.user.id);
    const gaps = createGapsRepository(t.database.db);
    const gap = (speaker: 'candidate' | 'interviewer', startS: number, seconds: number, agoS: number) =>
      gaps.record({
        sessionId: id,
        speaker,
        startByte: startS * SECOND,
        endByte: (startS + seconds) * SECOND,
        beganAt: new Date(Date.now() - agoS * 1000),
      });
    await gap('candidate', 0, 60, 600); // long before the stretch
    await gap('candidate', 500, 60, 150); // begun 30 s before it, ends inside it
    await gap('candidate', 600, 20, 60); // inside it
    await gap('interviewer', 0, 30, 90); // inside it, the other participant
    const [straddling] = (await gaps.of(id, 'candidate')).filter((g) => g.startByte === 500 * SECOND);

    const res = await call('POST', `/api/sessions/${id}/recording/erase-last`, { minutes: 2 });
    expect(res.statusCode).toBe(200);
    const heardBefore = Date.parse(res.json().from) - (straddling?.beganAt.getTime() ?? 0);
    expect(heardBefore).toBeGreaterThan(29_000);
    expect(
      (await gaps.of(id, 'candidate')).map((g) => ({ start: g.startByte, end: g.endByte, began: g.beganAt })),
    ).toEqual([
      { start: 0, end: 60 * SECOND, began: expect.any(Date) },
      { start: 500 * SECOND, end: 500 * SECOND + (heardBefore * SECOND) / 1000, began: straddling?.beganAt },
    ]);
    expect(await gaps.of(id, 'interviewer')).toEqual([]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('a line in flight while the last minutes are erased', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });

  /** Waits until a transcript line's statement waits for a lock another transaction holds. */
  async function lineWaitingForLock(): Promise<void> {
    for (;;) {
      const found = await t.database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and wait_event_type = 'Lock' and query like '%interview_hub_append_chunk%'`);
      if ((found as unknown as { rows: { n: number }[] }).rows[0]?.n) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('refuses a line from the stretch that waited for the session while the cut committed', async () => {
    const a = await t.factories.user();
    const { id } = await t.factories.session(a.user.id);
    const say = (text: string, timestamp: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/text`,
        headers: a.headers,
        payload: { text, speaker: 'candidate', timestamp },
      });
    expect((await say('Said before the stretch.', secondsAgo(300))).statusCode).toBe(201);
    expect((await say('Said inside the stretch.', secondsAgo(90))).statusCode).toBe(201);

    // The cut holds the session row until it is let go, just before it records its audit entry.
    let reached = () => {};
    let letGo = () => {};
    const atAudit = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const { audit } = t.app.services.privacy;
    const eraseLast = createRecordingCut({
      events: createSessionEvents({ db: t.database.db, bus: t.app.services.liveHub.bus }),
      audit: {
        record: async (entry, tx) => {
          reached();
          await held;
          await audit.record(entry, tx);
        },
      },
    });
    const erasing = eraseLast(a.user.id, id, 2);
    await atAudit;
    // A slow transcription's line from inside the stretch now waits for the session's lock.
    const late = say('Off the record, said inside the stretch.', secondsAgo(30));
    await lineWaitingForLock();
    letGo();

    expect((await erasing).lines).toBe(1);
    const refused = await late;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ERASED_STRETCH_MESSAGE);
    const lines = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/conversation`, headers: a.headers })
    ).json() as { text: string }[];
    expect(lines.map((l) => l.text)).toEqual(['Said before the stretch.']);
    // The session goes on: the next line takes the next seq.
    expect((await say('Back on the record.', new Date().toISOString())).statusCode).toBe(201);
  });
});
