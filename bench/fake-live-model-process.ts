/**
 * The live-pass fake model (bench/fake-live-model.ts) in a process of its own, so its work is not
 * counted as ours: `tsx bench/fake-live-model-process.ts DELAY_MS` prints `{"url": …}` once it
 * listens.
 */
import { startFakeLiveModel } from './fake-live-model.ts';

const fake = await startFakeLiveModel({ delayMs: Number(process.argv[2] ?? 0), apiKey: 'bench' });
setInterval(() => void fake.prompts.splice(0), 1_000).unref();
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
