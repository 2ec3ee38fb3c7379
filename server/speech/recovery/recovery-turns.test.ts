import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { createScriptedProvider } from '../ingest/testing/scripted-provider.ts';
import {
  buildSpeechTestApp,
  consentedSession,
  type SpeechTestApp,
} from '../ingest/testing/speech-test-app.ts';
import { createGapsRepository } from './gaps.repository.ts';

/**
 * Decision 036 on tracks (044): a gap whose audio is not stored (yet, or at all) steps aside, so
 * the gaps behind it are filled; it never holds the head of the queue.
 */
describe('gaps that cannot be filled yet', () => {
  const scripted = createScriptedProvider({
    transcribe: () => [{ text: 'I moved our invoicing.', isFinal: true, offsetMs: 0, durationMs: 1000 }],
  });
  let t: SpeechTestApp;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp({ speechProvider: scripted.provider });
    a = await t.factories.user();
  });
  afterAll(() => t?.close());

  it('step aside, and the gaps behind them are filled', async () => {
    const gaps = createGapsRepository(t.database.db);
    // Older than the gap that can be filled, more than a round takes: their sessions kept no audio.
    const silent = await t.factories.session(a.user.id);
    for (let i = 0; i < 25; i++) {
      const startByte = i * 32_000;
      await gaps.record({
        sessionId: silent.id,
        speaker: 'candidate',
        startByte,
        endByte: startByte + 32_000,
        beganAt: new Date(Date.now() - 3_600_000 + i),
      });
    }
    const session = await consentedSession(t, a);
    const spool = t.app.services.speech.recordings.spools.acquire(session.id, 'candidate');
    spool.append(rampPcm(64_000));
    await spool.release();
    await gaps.record({
      sessionId: session.id,
      speaker: 'candidate',
      startByte: 0,
      endByte: 64_000,
      beganAt: new Date(),
    });

    const { recovery } = t.app.services.speech;
    for (let round = 0; round < 50 && (await gaps.of(session.id, 'candidate')).length > 0; round++)
      await recovery.kick();
    expect(await gaps.of(session.id, 'candidate')).toEqual([]);
    const lines: ConversationChunkDto[] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/conversation`,
        headers: a.headers,
      })
    ).json();
    expect(lines.map((l) => [l.clientChunkId, l.text])).toEqual([
      ['speech:candidate@0-32000', 'I moved our invoicing.'],
    ]);
    // They wait their turn again later.
    expect(await gaps.of(silent.id, 'candidate')).toHaveLength(25);
  });
});
