import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { openAudioSocket, rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import { consentedSession, type SpeechTestApp, twoSpeechInstances } from './testing/speech-test-app.ts';

const STORED_MS = 15_000;

/**
 * Decision 044: an upload cut mid-utterance and taken over by another instance. The new stream
 * hears again, from the stored track, what the transcript had not yet said, then the live audio:
 * the cut utterance is one line, in its place, and the old capture adds nothing more.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('an upload taken over by another instance', () => {
  const onA = createScriptedProvider();
  const onB = createScriptedProvider();
  let a: SpeechTestApp;
  let user: SignedIn;
  let baseA: string;
  let baseB: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, baseA, baseB, close } = await twoSpeechInstances({
      a: { speechProvider: onA.provider },
      b: { speechProvider: onB.provider },
    }));
    user = await a.factories.user();
  });
  afterAll(() => close?.());

  it('hears the cut utterance whole on the new instance, from where the transcript stopped', async () => {
    const session = await consentedSession(a, user);
    const lines = async () =>
      (
        await a.app.inject({
          method: 'GET',
          url: `/api/sessions/${session.id}/conversation`,
          headers: user.headers,
        })
      ).json() as ConversationChunkDto[];
    const query = {
      cookie: user.cookie,
      query: {
        sessionId: session.id,
        action: 'audio-stream',
        audioType: 'system_audio',
        streamId: randomUUID(),
      },
    };
    const pcm = rampPcm(96_000, 5);
    const send = (socket: Awaited<ReturnType<typeof openAudioSocket>>, part: Buffer) => {
      for (let at = 0; at < part.length; at += 3200) socket.sendPcm(part.subarray(at, at + 3200));
    };

    const first = await openAudioSocket(baseA, query);
    await first.waitFor((m) => m.type === 'audio_processed');
    const streamA = await onA.stream(onA.streams.length - 1);
    send(first, pcm.subarray(0, 64_000));
    await first.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === 64_000, STORED_MS);
    // The first second is a line; the next one is an utterance under way when the socket drops.
    streamA.result({ text: 'I moved our invoicing', isFinal: true, offsetMs: 0, durationMs: 1000 });
    await vi.waitFor(async () => expect(await lines()).toHaveLength(1), { timeout: STORED_MS });
    // A process killed between storing a line and settling its track leaves the track behind.
    await a.database.db.execute(
      sql`update recording_tracks set heard_to = 0 where session_id = ${session.id}::uuid`,
    );
    first.socket.terminate();

    const opened = onB.streams.length;
    const again = await openAudioSocket(baseB, query);
    const resumed = await again.waitFor(() => true);
    expect(resumed).toEqual({ type: 'audio_processed', data: { bytes: 64_000 } });
    const streamB = await onB.stream(opened);
    send(again, pcm.subarray(64_000));
    await streamB.received(64_000, STORED_MS);
    expect(streamB.audio().equals(pcm.subarray(32_000)), 'heard again from the line’s end, then live').toBe(
      true,
    );
    // The old capture's stream hears the end of the utterance too late: it was taken over.
    streamA.result({ text: 'onto PostgreSQL', isFinal: true, offsetMs: 1000, durationMs: 1000 });
    streamB.result({ text: 'onto PostgreSQL last year', isFinal: true, offsetMs: 0, durationMs: 2000 });
    await vi.waitFor(async () => expect(await lines()).toHaveLength(2), { timeout: STORED_MS });

    // Closed on A: its capture ends (its last lines committed) before the export.
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: `/api/sessions/${session.id}/close`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(200);
    await a.app.services.speech.recordings.settled(session.id);
    expect((await lines()).map((l) => [l.clientChunkId, l.text])).toEqual([
      ['speech:candidate@0-32000', 'I moved our invoicing'],
      ['speech:candidate@32000-96000', 'onto PostgreSQL last year'],
    ]);
  });
});
