/**
 * A fake speech service in a process of its own, so its work does not count as the server's:
 * `tsx bench/speech-peer-process.ts openai|azure DELAY_MS` prints `{"url": …}` once it listens.
 *
 * - `openai`: the OpenAI-style transcription peer (`/v1/audio/transcriptions`), answering after
 *   DELAY_MS with a word for every 300 ms of the audio it was sent, so partials grow;
 * - `azure`: the local Azure Speech service (the SDK's WebSocket protocol), a hypothesis every
 *   HYPOTHESIS_MS (env, default 250) of speech and the phrase DELAY_MS after an utterance ends.
 */
import { FakeAzureSpeech } from '#server/speech/testing/fake-azure-speech.ts';
import { startFakeTranscriptionServer } from '#server/speech/testing/fake-transcription-server.ts';
import { wordsFor } from './speech-tracks.ts';

const [kind = 'openai', delay = '200'] = process.argv.slice(2);
const delayMs = Number(delay);
let url: string;
let close: () => Promise<void>;
if (kind === 'azure') {
  const fake = new FakeAzureSpeech({
    delayMs,
    hypothesisEveryMs: Number(process.env.HYPOTHESIS_MS ?? 250),
    phrases: (_index, pcm) => wordsFor(pcm.length),
  });
  url = await fake.start();
  close = () => fake.close();
  // The fake keeps every connection it served; a long run should not grow it.
  setInterval(() => fake.connections.splice(0, fake.connections.length - 200), 5_000).unref();
} else {
  const fake = await startFakeTranscriptionServer({ delayMs, transcript: (r) => wordsFor(r.pcm.length) });
  url = fake.url;
  close = fake.close;
  setInterval(() => fake.requests.splice(0), 1_000).unref(); // keep the request log from growing
}
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => void close().then(() => process.exit(0)));
