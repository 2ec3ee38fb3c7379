/**
 * The fake OpenAI server in a process of its own, so its work does not count as ours:
 * `tsx bench/fake-openai-process.ts DELAY_MS CHUNK_CHARS` answers every call with ANSWER_JSON
 * (env) after DELAY_MS, streamed in CHUNK_CHARS pieces; it prints `{"url": …}` once it listens.
 */
import { startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';

const fake = await startFakeOpenAI({ apiKey: 'bench' });
const [delayMs, chunkChars] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 12)];
fake.setFallback({ content: process.env.ANSWER_JSON ?? '{}', delayMs, chunkChars });
setInterval(fake.reset, 1_000).unref(); // keep the request log from growing
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
