/**
 * The speech benchmarks' server side: the app in this process (so `process.cpuUsage` is the
 * server's, its database included), the fake speech service in a process of its own
 * (bench/speech-peer-process.ts), the browsers in another (bench/speech-clients.ts), and sessions
 * whose interviewer confirmed the recording notice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { AudioSocketLimits } from '#server/speech/ingest/audio-sockets.ts';
import { createFactories } from '#server/test/factories.ts';
import { tsNode } from '#server/test/processes.ts';
import { type DbKind, openBenchDatabase } from './bench-app.ts';
import type { ClientPlan, ClientResult } from './speech-client-samples.ts';

export type SpeechProviderKind = 'openai' | 'azure' | 'browser';

/** The fake speech service (`openai` or `azure`) answering `delayMs` after each utterance. */
export async function startSpeechPeer(kind: 'openai' | 'azure', delayMs: number, hypothesisMs = 250) {
  const child = spawn(
    ...tsNode([path.join(import.meta.dirname, 'speech-peer-process.ts'), kind, String(delayMs)]),
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, HYPOTHESIS_MS: String(hypothesisMs) } },
  );
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const { url } = JSON.parse(first.toString()) as { url: string };
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export type SpeechAppOptions = {
  db: DbKind;
  provider: SpeechProviderKind;
  /** The fake service's URL (`openai`: with /v1; `azure`: its WebSocket endpoint). */
  peerUrl?: string;
  /** TRANSCRIBE_PARTIAL_MS for the OpenAI-style provider. */
  partialMs?: number;
  audio?: Partial<AudioSocketLimits>;
  assistant?: boolean;
};

export type SpeechApp = {
  server: App;
  base: string;
  dataDir: string;
  /** The app's database (the benchmark reads the stored tracks from it). */
  database: Database;
  close(): Promise<void>;
};

/** The app with the speech provider as the environment would choose it, listening on 127.0.0.1. */
export async function startSpeechApp(options: SpeechAppOptions): Promise<SpeechApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-speech-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SPEECH_PROVIDER: options.provider };
  if (options.provider === 'openai' && options.peerUrl) {
    env.TRANSCRIBE_BASE_URL = options.peerUrl;
    env.TRANSCRIBE_PARTIAL_MS = String(options.partialMs ?? 0);
  }
  if (options.provider === 'azure' && options.peerUrl) {
    env.AZURE_SPEECH_KEY = 'bench';
    env.AZURE_SPEECH_ENDPOINT = options.peerUrl;
  }
  const config = { ...loadConfig(env), logLevel: 'silent' as const, webDir: undefined };
  const database = await openBenchDatabase(options.db);
  const server = await buildApp({
    config,
    database,
    live: { maxSocketsPerUser: 10_000 },
    liveAssistant: { enabled: options.assistant ?? false },
    audio: options.audio,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    dataDir,
    database,
    close: async () => {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sessions that may record: the interviewer confirmed the notice. 5 per user (10 audio sockets). */
export async function seedRecordingSessions(server: App, count: number, perUser = 5) {
  const factories = createFactories(server);
  const seeded: { id: string; cookie: string; headers: { cookie: string; origin: string } }[] = [];
  for (let u = 0; seeded.length < count; u++) {
    const user = await factories.user({ username: `bench-speech-${u}` });
    for (let i = 0; i < perUser && seeded.length < count; i++) {
      const session = await factories.session(user.user.id);
      const res = await server.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/recording-consent`,
        headers: user.headers,
      });
      if (res.statusCode >= 300) throw new Error(`recording consent: ${res.statusCode} ${res.body}`);
      seeded.push({ id: session.id, cookie: user.cookie, headers: user.headers });
    }
  }
  return seeded;
}

export type ClientPhase = 'baseline-start' | 'audio-start' | 'audio-stop';

/** Runs the browsers' process on `plan`; `onPhase` hears when typing alone starts, and the audio's start and stop. */
export async function runSpeechClients(
  plan: ClientPlan,
  onPhase: (phase: ClientPhase) => void = () => {},
): Promise<ClientResult> {
  const child = spawn(...tsNode([path.join(import.meta.dirname, 'speech-clients.ts')]), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await new Promise<ClientResult>((resolve, reject) => {
      child.on(
        'message',
        (m: { type: string; phase?: ClientPhase; result?: ClientResult; error?: string }) => {
          if (m.type === 'phase' && m.phase) onPhase(m.phase);
          else if (m.type === 'result' && m.result) resolve(m.result);
          else if (m.type === 'error') reject(new Error(m.error));
        },
      );
      child.once('exit', (code) => reject(new Error(`the clients' process exited (${code})`)));
      child.send(plan);
    });
  } finally {
    await stopChild(child);
  }
}

/** CPU seconds a child process has used so far (Linux: /proc/<pid>/stat), 0 elsewhere. */
export function childCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
