/**
 * Speech under load (issue 24): BENCH_SPEECH_LOAD_SESSIONS (50) sessions, each with its dashboard
 * open (one socket) and both audio sources streaming the espeak-ng conversation in real time, 40 ms
 * frames, for BENCH_SPEECH_LOAD_SECONDS (30), while BENCH_SPEECH_LOAD_TYPED (5) of them also send a
 * typed chunk a second over their live socket. Reported: the server process's CPU time per stream
 * (its database included; the clients and the fake speech service run in processes of their own),
 * its memory, bytes sent against bytes acknowledged in `audio_processed` and against the stored
 * tracks, and the typed chunks' acknowledgement before the audio (BENCH_SPEECH_LOAD_BASELINE, 15 s)
 * and during it.
 *
 * Cases (BENCH_SPEECH_LOAD_CASES, all by default): `browser` (the keyless default: the server
 * records, the browser transcribes the microphone), `openai` (the OpenAI-style provider against the
 * fake peer answering after 200 ms, finals only), `openai-partials` (the same with
 * TRANSCRIBE_PARTIAL_MS=250: the utterance in progress re-sent every 250 ms). BENCH_SPEECH_DB picks
 * the database (pglite).
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createTracksRepository } from '#server/speech/recordings/tracks.repository.ts';
import type { DbKind } from './bench-app.ts';
import {
  type ClientPhase,
  childCpuSeconds,
  loadAverage,
  runSpeechClients,
  seedRecordingSessions,
  startSpeechApp,
  startSpeechPeer,
} from './speech-app.ts';
import { FRAME_BYTES, FRAME_MS } from './speech-tracks.ts';
import { ms, percentile } from './stats.ts';

const env = process.env;
const SESSIONS = Number(env.BENCH_SPEECH_LOAD_SESSIONS ?? 50);
const SECONDS = Number(env.BENCH_SPEECH_LOAD_SECONDS ?? 30);
const BASELINE = Number(env.BENCH_SPEECH_LOAD_BASELINE ?? 15);
const TYPED = Math.min(Number(env.BENCH_SPEECH_LOAD_TYPED ?? 5), SESSIONS);
const DB = (env.BENCH_SPEECH_DB ?? 'pglite') as DbKind;
const DELAY_MS = 200;
const CASES = (env.BENCH_SPEECH_LOAD_CASES ?? 'browser,openai,openai-partials').split(',');

const pct = (cpu: number, seconds: number) => `${((cpu / seconds) * 100).toFixed(1)} %`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const spread = (xs: number[], shift = 0) =>
  xs.length
    ? `n=${xs.length} p50=${ms(percentile(xs, 50) - shift)} p99=${ms(percentile(xs, 99) - shift)} max=${ms(Math.max(...xs) - shift)}`
    : 'n=0';

/** CPU seconds of this process between two marks, and wall seconds. */
function cpuWindow() {
  let cpu = process.cpuUsage();
  let wall = performance.now();
  return () => {
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - wall) / 1000;
    cpu = process.cpuUsage();
    wall = performance.now();
    return { cpu: (used.user + used.system) / 1e6, seconds };
  };
}

async function loadCase(name: string): Promise<string[]> {
  const provider = name === 'browser' ? 'browser' : 'openai';
  const peer = provider === 'openai' ? await startSpeechPeer('openai', DELAY_MS) : undefined;
  const partialMs = name === 'openai-partials' ? 250 : 0;
  const app = await startSpeechApp({ db: DB, provider, peerUrl: peer?.url, partialMs });
  try {
    const sessions = await seedRecordingSessions(app.server, SESSIONS);
    const loadBefore = loadAverage();
    const streams = SESSIONS * 2;
    let window = cpuWindow();
    let baseline = { cpu: 0, seconds: 0 };
    let audio = { cpu: 0, seconds: 0 };
    let peerCpu = 0;
    const rss = { start: 0, peak: 0 };
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const gc: number[] = [];
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gc.push(entry.duration);
    });
    const sampler = setInterval(() => {
      rss.peak = Math.max(rss.peak, process.memoryUsage.rss());
    }, 250);
    const onPhase = (phase: ClientPhase) => {
      if (phase === 'baseline-start') window = cpuWindow();
      if (phase === 'audio-start') {
        baseline = window();
        rss.start = process.memoryUsage.rss();
        rss.peak = rss.start;
        peerCpu = childCpuSeconds(peer?.pid);
        loop.enable();
        gcObserver.observe({ entryTypes: ['gc'] });
      }
      if (phase === 'audio-stop') {
        audio = window();
        peerCpu = childCpuSeconds(peer?.pid) - peerCpu;
        loop.disable();
        gcObserver.disconnect();
      }
    };
    const r = await runSpeechClients(
      {
        base: app.base,
        sessions,
        watchers: 1,
        warmupSeconds: 3,
        audioSeconds: SECONDS,
        typed: { sessions: TYPED, baselineSeconds: BASELINE },
      },
      onPhase,
    );
    clearInterval(sampler);
    const rssEnd = process.memoryUsage.rss();

    // The stored tracks hold every byte sent (the sockets are closed, their last pieces stored).
    const perStream = Math.round((SECONDS * 1000) / FRAME_MS) * FRAME_BYTES;
    const tracks = createTracksRepository(app.database.db);
    const stored = async (id: string, speaker: 'interviewer' | 'candidate') =>
      (await tracks.segments({ sessionId: id, speaker })).reduce((n, p) => n + p.bytes, 0);
    let onDisk = 0;
    for (let tries = 0; tries < 40; tries++) {
      onDisk = 0;
      for (const s of sessions)
        onDisk += (await stored(s.id, 'interviewer')) + (await stored(s.id, 'candidate'));
      if (onDisk === streams * perStream) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const perStreamCpu = (w: { cpu: number; seconds: number }) => (w.cpu / streams / w.seconds) * 100;
    const target = DB === 'postgres' ? 15 : 30;
    return [
      `speech-load ${name} (${DB}): ${SESSIONS} sessions × 2 streams in real time (${FRAME_MS} ms frames), ${SECONDS} s; ${TYPED} sessions typing a chunk a second; load average before ${loadBefore}, after ${loadAverage()}`,
      `  server CPU: ${audio.cpu.toFixed(2)} s over ${audio.seconds.toFixed(1)} s = ${((audio.cpu / audio.seconds) * 100).toFixed(1)} % of a core, ${perStreamCpu(audio).toFixed(3)} % of a core per stream (${((audio.cpu / streams / audio.seconds) * 1000).toFixed(2)} ms CPU per stream-second); typing alone before: ${((baseline.cpu / Math.max(baseline.seconds, 1e-9)) * 100).toFixed(1)} % of a core; beside it the clients' process used ${pct(r.cpuSeconds, audio.seconds)} of a core${peer ? `, the fake peer ${pct(peerCpu, audio.seconds)}` : ''}`,
      `  server memory: RSS ${mib(rss.start)} before the audio, peak ${mib(rss.peak)}, ${mib(rssEnd)} after; event-loop delay during the audio (beyond the 10 ms sampling) p50=${ms(loop.percentile(50) / 1e6 - 10)} p99=${ms(loop.percentile(99) / 1e6 - 10)} max=${ms(loop.max / 1e6 - 10)}; garbage collection ${gc.length} pauses, ${ms(gc.reduce((a, b) => a + b, 0))} in all, longest ${ms(Math.max(0, ...gc))}`,
      `  audio: frames sent ${r.audio.framesSent}, bytes sent ${r.audio.bytesSent}, acknowledged in audio_processed ${r.audio.bytesProcessed} (streams short ${r.audio.streamsShort}), in the stored tracks ${onDisk}; audio errors ${r.audio.errors.length}${r.audio.errors
        .slice(0, 2)
        .map((e) => ` | ${e}`)
        .join('')}`,
      `  typed chunk → ack over the live socket: before the audio ${spread(r.typed.baseline)}; during it ${spread(r.typed.withAudio)} (live target p99 ≤ ${target} ms); lost ${r.typed.lost}`,
      provider === 'openai'
        ? `  spoken finals: expected ${r.finals.expected}, missing ${r.finals.missing}, mismatched ${r.finals.mismatched}; end of utterance → final on the dashboard minus the provider's ${DELAY_MS} ms ${spread(r.finals.endToAll, DELAY_MS)}${partialMs ? `; line updates while speaking ${spread(r.partials.intervals)}` : ''}`
        : `  no server transcription: ${r.partials.count} partials, ${r.finals.endToAll.length} finals (none expected)`,
      ...(r.errors.length ? [`  other errors ${r.errors.length}: ${r.errors.slice(0, 3).join(' | ')}`] : []),
    ];
  } finally {
    await app.close();
    await peer?.stop();
  }
}

export async function benchSpeechLoad(): Promise<string[]> {
  const lines: string[] = [];
  for (const name of CASES) lines.push(...(await loadCase(name)));
  return lines;
}
