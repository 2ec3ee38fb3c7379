import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingTracks } from '#server/db/schema/speech.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createHeardMarks } from './heard-marks.ts';
import { createTracksRepository } from './tracks.repository.ts';

describe('how far each track is heard, written a second at a time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const trackedSession = async () => {
    const { user } = await t.factories.user();
    const session = await t.factories.session(user.id);
    await t.database.db.insert(recordingTracks).values([
      { sessionId: session.id, speaker: 'candidate', heardTo: 64_000 },
      { sessionId: session.id, speaker: 'interviewer' },
    ]);
    return session.id;
  };
  const heardTo = async (sessionId: string) => {
    const rows = await t.database.db
      .select({ speaker: recordingTracks.speaker, heardTo: recordingTracks.heardTo })
      .from(recordingTracks)
      .where(eq(recordingTracks.sessionId, sessionId));
    return Object.fromEntries(rows.map((r) => [r.speaker, r.heardTo]));
  };

  it("writes every track's furthest mark in one statement, and never moves a track back", async () => {
    const tracks = createTracksRepository(t.database.db);
    const statements: number[] = [];
    const counted = {
      heard: (marks: Parameters<typeof tracks.heard>[0]) => {
        statements.push(marks.length);
        return tracks.heard(marks);
      },
    };
    const errors: unknown[] = [];
    const marks = createHeardMarks(counted, (error) => errors.push(error), 60_000);
    const [one, two] = await Promise.all([trackedSession(), trackedSession()]);

    marks.heard({ sessionId: one, speaker: 'interviewer' }, 32_000);
    marks.heard({ sessionId: one, speaker: 'interviewer' }, 96_000);
    marks.heard({ sessionId: one, speaker: 'interviewer' }, 48_000);
    marks.heard({ sessionId: one, speaker: 'candidate' }, 32_000);
    marks.heard({ sessionId: two, speaker: 'candidate' }, 16_000);
    expect(statements).toEqual([]);
    await marks.flush();

    expect(statements).toEqual([3]);
    expect(await heardTo(one)).toEqual({ interviewer: 96_000, candidate: 64_000 });
    expect(await heardTo(two)).toEqual({ interviewer: 0, candidate: 64_000 });
    await marks.flush();
    expect(statements).toEqual([3, 0]);
    expect(errors).toEqual([]);
  });

  it('writes on its own once the second is up, and a failed write goes to the log, not to the caller', async () => {
    const tracks = createTracksRepository(t.database.db);
    const errors: unknown[] = [];
    let failing = true;
    const flaky = {
      heard: (marks: Parameters<typeof tracks.heard>[0]) =>
        failing ? Promise.reject(new Error('connection lost')) : tracks.heard(marks),
    };
    const marks = createHeardMarks(flaky, (error) => errors.push(error), 20);
    const session = await trackedSession();
    marks.heard({ sessionId: session, speaker: 'interviewer' }, 8_000);
    await expect.poll(() => errors.length).toBe(1);
    failing = false;
    marks.heard({ sessionId: session, speaker: 'interviewer' }, 12_000);
    await expect.poll(async () => (await heardTo(session)).interviewer).toBe(12_000);
  });
});
