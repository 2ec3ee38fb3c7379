/**
 * Zoom RTMS audio to the dashboard (bench/README.md, "rtms-latency"). A real server listens on
 * 127.0.0.1 (PGlite in memory) with the marker provider (bench/rtms-marker-provider.ts: a final
 * `delay` ms after a marked frame, nothing else); the local RTMS peer streams two participants per
 * meeting in real time (20 ms frames, some marked); `connectRtms` hands each
 * participant's frames to their `speech.openSource`; dashboard sockets in a worker note each line.
 *
 * - latency: marked frame written by the peer → its line on the dashboard, minus the delay;
 * - lost frames: per participant, frames the peer sent vs. frames the client delivered (in order,
 *   none twice) vs. bytes in the participant's spool file.
 */
import { mkdtempSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectRtms } from '#server/integrations/zoom/rtms-client/rtms-client.ts';
import { type FakeRtms, startFakeRtms } from '#server/integrations/zoom/testing/fake-rtms.ts';
import type { FakeParticipant } from '#server/integrations/zoom/testing/fake-rtms-stream.ts';
import type { AudioSource } from '#server/speech/ingest/audio-sources.ts';
import { createFactories, login } from '#server/test/factories.ts';
import { openBenchDatabase } from './bench-app.ts';
import { watchChunks } from './chunk-arrivals.ts';
import { createMarkerProvider, markedFrame, markText } from './rtms-marker-provider.ts';
import { ms, percentile } from './stats.ts';
import { now } from './suggestion-socket.ts';

const DELAY_MS = 50;
const TARGET_P95_MS = 150;
const credentials = { clientId: 'bench-client', clientSecret: 'bench-secret' };
const SPEAKERS: Record<string, 'interviewer' | 'candidate'> = {
  Interviewer: 'interviewer',
  Candidate: 'candidate',
};

type Run = { latencies: number[]; missing: number; lost: number; frames: number; problems: string[] };

async function startApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-rtms-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' as const, webDir: undefined };
  const database = await openBenchDatabase('pglite');
  const server = await buildApp({
    config,
    database,
    speechProvider: createMarkerProvider(DELAY_MS),
    liveAssistant: { enabled: false },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const user = await server.services.auth.addLocalUser('bench-rtms', 'Bench-Pass-1');
  const cookie = await login(server, 'bench-rtms', 'Bench-Pass-1');
  const close = async () => {
    await server.close();
    await database.close();
  };
  return { server, base, dataDir, userId: user.id, cookie, factories: createFactories(server), close };
}
type App = Awaited<ReturnType<typeof startApp>>;

/**
 * `meetings` meetings at once, `frames` frames per participant each, every `markEvery`th frame
 * marked (a line on the dashboard); answers what was measured.
 */
async function run(
  app: App,
  fake: FakeRtms,
  meetings: number,
  frames: number,
  markEvery: number,
): Promise<Run> {
  const sessions = await Promise.all(
    Array.from({ length: meetings }, () => app.factories.session(app.userId)),
  );
  const dashboards = await watchChunks(
    app.base,
    app.cookie,
    sessions.map((s) => s.id),
  );
  const sentAt = new Map<string, number>();
  let nextMark = 1;
  // Each participant's lines fall on a frame of their own: people do not all finish a sentence
  // in the same 20 ms.
  const audio = (phase: number, index: number, body: Buffer) => {
    if ((index + phase) % markEvery !== markEvery - 1) return body;
    const id = nextMark++;
    sentAt.set(markText(id), now());
    return markedFrame(body, id);
  };
  const result: Run = { latencies: [], missing: 0, lost: 0, frames: 0, problems: [] };
  await Promise.all(
    sessions.map(async (session, k) => {
      const phase = (p: FakeParticipant) =>
        ((2 * k + (p.userName === 'Interviewer' ? 0 : 1)) * 7) % markEvery;
      const start = fake.start({}, { frames, audio: (p, i, bytes) => audio(phase(p), i, silenceOf(bytes)) });
      const sources = new Map<string, AudioSource>();
      const heard = new Map<string, number[]>();
      const stopped = new Promise<string | undefined>((resolve) => {
        connectRtms(
          credentials,
          start,
          {
            onAudio(p, pcm, timestamp) {
              let source = sources.get(p.userId);
              if (!source) {
                const speaker = SPEAKERS[p.userName] ?? 'candidate';
                const input = { userId: app.userId, sessionId: session.id, speaker, speakerName: p.userName };
                source = app.server.services.speech.openSource({ ...input, streamId: start.streamId });
                sources.set(p.userId, source);
              }
              source.take(pcm);
              const stamps = heard.get(p.userId) ?? heard.set(p.userId, []).get(p.userId);
              stamps?.push(timestamp);
            },
            onState: (state, reason) => state === 'stopped' && resolve(reason),
          },
          { allowInsecure: true },
        );
      });
      const reason = await stopped;
      if (reason !== 'The stream ended: the meeting ended') result.problems.push(`stream stopped: ${reason}`);
      await Promise.all([...sources.values()].map((s) => s.end()));
      const log = fake.log(start.streamId);
      for (const [userId, sent] of Object.entries(log.framesSent)) {
        const stamps = heard.get(userId) ?? [];
        const inOrder = stamps.every((t, i) => t === log.firstTimestamp + i * log.frameMs);
        result.frames += sent;
        result.lost += sent - stamps.length;
        if (!inOrder) result.problems.push(`frames out of order or repeated for participant ${userId}`);
      }
      for (const speaker of ['interviewer', 'candidate']) {
        const spool = path.join(app.dataDir, 'recordings', session.id, `${speaker}.pcm`);
        const bytes = statSync(spool, { throwIfNoEntry: false })?.size ?? 0;
        if (bytes !== frames * 640)
          result.problems.push(`${speaker} spool holds ${bytes} of ${frames * 640} bytes`);
      }
    }),
  );
  await dashboards.settle([...sentAt.keys()]);
  for (const [text, at] of sentAt) {
    const arrived = dashboards.arrivals.get(text);
    if (arrived === undefined) result.missing++;
    else result.latencies.push(arrived - at - DELAY_MS);
  }
  dashboards.close();
  return result;
}

const silences = new Map<number, Buffer>();
const silenceOf = (bytes: number) =>
  silences.get(bytes) ?? silences.set(bytes, Buffer.alloc(bytes)).get(bytes) ?? Buffer.alloc(0);

const row = (name: string, meetings: number, r: Run) => {
  const p = (q: number) => ms(percentile(r.latencies, q));
  const ok = r.missing === 0 && r.lost === 0 && r.problems.length === 0;
  return `rtms ${name}: meetings=${meetings} participants=${meetings * 2} frames=${r.frames} lost=${r.lost} lines=${r.latencies.length} missing=${r.missing} p50=${p(50)} p95=${p(95)} p99=${p(99)} max=${ms(Math.max(...r.latencies))} (target p95 ≤ ${TARGET_P95_MS} ms, no lost frame) ${ok ? 'OK' : `PROBLEMS: ${r.problems.slice(0, 5).join('; ')}`}`;
};

export async function benchRtmsLatency(): Promise<string[]> {
  const load = loadavg()[0]?.toFixed(2);
  const app = await startApp();
  const fake = await startFakeRtms({ credentials, keepAliveMs: 10_000 });
  try {
    await run(app, fake, 1, 100, 10); // warm-up, not counted
    // One meeting: a line every 0.2 s per participant. Twenty: one every 2 s per participant,
    // already more often than people finish sentences.
    const one = await run(app, fake, 1, 600, 10);
    const twenty = await run(app, fake, 20, 500, 100);
    return [
      `rtms: provider delay ${DELAY_MS} ms subtracted; load average at start ${load}`,
      row('one meeting', 1, one),
      row('20 meetings at once', 20, twenty),
    ];
  } finally {
    await fake.close();
    await app.close();
  }
}
