/**
 * Speech latency (issue 24): the end of an utterance → its final transcript line (`new_chunk`) on
 * every open screen of the session, minus the fake provider's fixed delay; and how often the line
 * being spoken is updated (`partial_transcription`) while someone speaks.
 *
 * N sessions (BENCH_SPEECH_SESSIONS, 10), each with two dashboard sockets watching and both audio
 * sources streaming the espeak-ng conversation in real time in 40 ms frames for
 * BENCH_SPEECH_SECONDS (90), through each provider of BENCH_SPEECH_PROVIDER (`openai,azure`):
 *
 * - `openai`: the OpenAI-style provider against the fake transcription peer answering after
 *   BENCH_SPEECH_DELAY_MS (200); our voice-activity segmenter ends each utterance after a 500 ms
 *   pause; partials every TRANSCRIBE_PARTIAL_MS = BENCH_SPEECH_PARTIAL_MS (250);
 * - `azure`: the Azure Speech SDK against the local Azure Speech service (its segmenter ends
 *   utterances the same way), the phrase BENCH_SPEECH_DELAY_MS after, a hypothesis every
 *   BENCH_SPEECH_HYPOTHESIS_MS (250) of speech.
 *
 * "End of the utterance" is the moment the client sends the frame that completes the pause that
 * ends it (found by running the server's segmenter over the same frames): from then on the server
 * has all it needs. The time from the last voiced frame is reported beside it.
 */
import type { DbKind } from './bench-app.ts';
import {
  loadAverage,
  runSpeechClients,
  type SpeechProviderKind,
  seedRecordingSessions,
  startSpeechApp,
  startSpeechPeer,
} from './speech-app.ts';
import { ms, percentile } from './stats.ts';

const env = process.env;
const SESSIONS = Number(env.BENCH_SPEECH_SESSIONS ?? 10);
const SECONDS = Number(env.BENCH_SPEECH_SECONDS ?? 90);
const DELAY_MS = Number(env.BENCH_SPEECH_DELAY_MS ?? 200);
const PARTIAL_MS = Number(env.BENCH_SPEECH_PARTIAL_MS ?? 250);
const HYPOTHESIS_MS = Number(env.BENCH_SPEECH_HYPOTHESIS_MS ?? 250);
const DB = (env.BENCH_SPEECH_DB ?? 'pglite') as DbKind;
const PROVIDERS = (env.BENCH_SPEECH_PROVIDER ?? 'openai,azure').split(',') as ('openai' | 'azure')[];

const spread = (xs: number[], shift = 0) => {
  const at = (q: number) => ms(percentile(xs, q) - shift);
  return `n=${xs.length} p50=${at(50)} p95=${at(95)} p99=${at(99)} max=${ms(Math.max(...xs) - shift)}`;
};

async function latencyCase(provider: Exclude<SpeechProviderKind, 'browser'>): Promise<string[]> {
  const peer = await startSpeechPeer(provider, DELAY_MS, HYPOTHESIS_MS);
  const app = await startSpeechApp({ db: DB, provider, peerUrl: peer.url, partialMs: PARTIAL_MS });
  try {
    const sessions = await seedRecordingSessions(app.server, SESSIONS);
    const loadBefore = loadAverage();
    const r = await runSpeechClients({
      base: app.base,
      sessions,
      watchers: 2,
      warmupSeconds: 1,
      audioSeconds: SECONDS,
      typed: { sessions: 0, baselineSeconds: 0 },
    });
    const partials =
      provider === 'openai'
        ? `OpenAI-style provider, TRANSCRIBE_PARTIAL_MS=${PARTIAL_MS}`
        : `Azure Speech SDK, a hypothesis every ${HYPOTHESIS_MS} ms of speech`;
    const less = (xs: number[]) => xs.map((x) => x - DELAY_MS);
    return [
      `speech-latency ${provider} (${partials}; provider delay ${DELAY_MS} ms; ${DB}): ${SESSIONS} sessions × 2 streams × 2 screens, ${SECONDS} s; load average before ${loadBefore}, after ${loadAverage()}`,
      `  end of utterance → final on every screen, minus the provider's ${DELAY_MS} ms: ${spread(less(r.finals.endToAll))} (target p95 ≤ 100 ms)`,
      `  … on each screen: ${spread(less(r.finals.endToEach))}`,
      `  last voiced frame → final on every screen (pause detection + provider + ours): ${spread(r.finals.lastWordToAll)}`,
      `  line updates while speaking (partials, then the final): interval ${spread(r.partials.intervals)} (target ≤ 300 ms); partials received ${r.partials.count}`,
      `  first voiced frame → first update of its line: ${spread(r.partials.onsetToFirst)}`,
      `  finals: expected ${r.finals.expected}, missing ${r.finals.missing}, text mismatched ${r.finals.mismatched}; audio bytes sent ${r.audio.bytesSent}, acknowledged ${r.audio.bytesProcessed} (streams short ${r.audio.streamsShort}); errors ${r.audio.errors.length + r.errors.length}${[
        ...r.audio.errors,
        ...r.errors,
      ]
        .slice(0, 3)
        .map((e) => ` | ${e}`)
        .join('')}`,
    ];
  } finally {
    await app.close();
    await peer.stop();
  }
}

export async function benchSpeechLatency(): Promise<string[]> {
  const lines: string[] = [];
  for (const provider of PROVIDERS) lines.push(...(await latencyCase(provider)));
  return lines;
}
