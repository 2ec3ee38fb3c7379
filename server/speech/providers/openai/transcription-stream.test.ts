import { afterEach, describe, expect, it } from 'vitest';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import type { SpeechResult } from '#server/speech/speech-provider.ts';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '#server/speech/testing/fake-transcription-server.ts';
import { frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { createTranscriptionClient } from './transcription-client.ts';
import { openTranscriptionStream, PARTIAL_WINDOW_MS } from './transcription-stream.ts';

let fake: FakeTranscriptionServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('transcription stream', () => {
  it('sends partials of a long turn from a bounded tail window, and the prompt with every request', async () => {
    fake = await startFakeTranscriptionServer({ transcript: (r) => `${r.pcm.length} bytes` });
    const client = createTranscriptionClient({
      baseUrl: fake.url,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 5000,
    });
    let clock = 0;
    const results: SpeechResult[] = [];
    const stream = openTranscriptionStream({
      client,
      language: 'en-US',
      prompt: () => 'Ada Lovelace, Grace Hopper. Compilers.',
      partialMs: 500,
      now: () => clock,
      handlers: { onResult: (r) => results.push(r), onError: () => {} },
    });
    // A 12-second turn spoken at ten times real speed.
    for (const frame of frames(Buffer.concat([silence(400), speechBurst(12_000, 400), silence(800)]), 100)) {
      stream.write(frame);
      clock += 100;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stream.end();
    const [final, ...partials] = [...fake.requests].reverse();
    const window = (PARTIAL_WINDOW_MS * PCM_BYTES_PER_SECOND) / 1000;
    expect(partials.length).toBeGreaterThan(3);
    expect(Math.max(...partials.map((p) => p.pcm.length))).toBeLessThanOrEqual(window);
    expect(partials.some((p) => p.pcm.length === window)).toBe(true);
    expect(final?.pcm.length).toBeGreaterThan(12 * PCM_BYTES_PER_SECOND);
    expect(fake.requests.every((r) => r.prompt === 'Ada Lovelace, Grace Hopper. Compilers.')).toBe(true);
    expect(results.filter((r) => r.isFinal)).toHaveLength(1);
  });
});
