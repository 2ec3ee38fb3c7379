/**
 * The live path at scale, beside bench/live.ts's single instance with the assistant off:
 *
 * - **two instances** on one throwaway PostgreSQL database, each session with one socket on each;
 *   the chunks of even sessions are posted to A, of odd ones to B. "same" is the socket on the
 *   instance the chunk was posted to, "other" the socket on the other one (a NOTIFY hint and a
 *   read of the log away: decision 013);
 * - **the assistant on**: sessions carry the 60-minute interview's agenda and scorecard and say its
 *   turns (interviewer and candidate in turn), so every turn makes a pass (offline engine) on the
 *   instance holding the session's lease. "answered" is the acknowledgement: the POST's 201, the
 *   chunk committed.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CandidateInput } from '#contracts/candidates.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import { type App, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { postgresPool } from '#server/live/live-services.ts';
import { login } from '#server/test/factories.ts';
import { type DbKind, openBenchDatabase } from './bench-app.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';
import { type LiveLoadResult, runLiveLoad } from './live-load.ts';
import { ms, percentile } from './stats.ts';

const SESSIONS_PER_USER = 25;
const PASSWORD = 'Timing-Pass-81';

type Timing = { seconds: number; warmupSeconds: number };
type Seeded = { id: string; cookie: string };

const spread = (xs: number[]) =>
  `p50=${ms(percentile(xs, 50))} p99=${ms(percentile(xs, 99))} max=${ms(Math.max(...xs))}`;

function line(name: string, r: LiveLoadResult, instances: 1 | 2): string {
  const [first, second] = r.bySocket;
  const delivery =
    instances === 2
      ? `same ${spread(first)} | other ${spread(second)}`
      : `every socket ${spread(r.everySocket)}`;
  return `${name}: ${delivery} | answered ${spread(r.answered)} | chunks=${r.everySocket.length} lost=${r.lost} errors=${r.errors}`;
}

/** The app on `database`, listening on 127.0.0.1, with the live assistant on or off. */
export async function startLiveApp(
  database: Database,
  assistant: boolean,
): Promise<{ server: App; base: string }> {
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-live-')) }),
    logLevel: 'silent' as const,
    webDir: undefined,
  };
  const server = await buildApp({
    config,
    database,
    live: { maxSocketsPerUser: 10_000 },
    liveAssistant: { enabled: assistant },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** `count` sessions, 25 per user (each signed in through the login route), with the interview's agenda when asked. */
export async function seedLiveSessions(server: App, count: number, interview: boolean): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let u = 0; u * SESSIONS_PER_USER < count; u++) {
    const username = `bench-live-${u}`;
    const user = await server.services.auth.addLocalUser(username, PASSWORD);
    const cookie = await login(server, username, PASSWORD);
    for (let i = 0; i < Math.min(SESSIONS_PER_USER, count - u * SESSIONS_PER_USER); i++) {
      const candidate = await server.services.candidates.create(
        user.id,
        CandidateInput.parse({ firstName: 'Ada', lastName: `Bench ${i}` }),
      );
      const plan = interview
        ? { agenda: INTERVIEW_60_MIN.agenda, customScorecard: INTERVIEW_60_MIN.scorecard }
        : {};
      const session = await server.services.interviews.sessionCreator.create(
        user.id,
        CreateSessionInput.parse({ candidateId: candidate.id, ...plan }),
      );
      seeded.push({ id: session.id, cookie });
    }
  }
  return seeded;
}

const script = INTERVIEW_60_MIN.turns.map(({ speaker, text }) => ({ speaker, text }));

/** Two instances on one PostgreSQL database, sockets on both, chunks posted to both. */
export async function twoInstances(sessions: number, assistant: boolean, timing: Timing): Promise<string> {
  const first = await openBenchDatabase('postgres');
  const url = postgresPool(first.db)?.options.connectionString;
  if (!url) throw new Error('expected PostgreSQL');
  // A pool of its own, as a second process would have.
  const second = await openDatabase({ kind: 'postgres', url });
  const a = await startLiveApp(first, assistant);
  const b = await startLiveApp(second, assistant);
  try {
    const list = (await seedLiveSessions(a.server, sessions, assistant)).map((s, i) => {
      const [writer, other] = i % 2 === 0 ? [a.base, b.base] : [b.base, a.base];
      return { ...s, post: writer, sockets: [writer, other] as [string, string] };
    });
    const result = await runLiveLoad({
      base: a.base,
      mode: 'app',
      sessions: list,
      ...timing,
      ...(assistant ? { script } : {}),
    });
    const name = `PostgreSQL, ${sessions} sessions on two instances, assistant ${assistant ? 'on' : 'off'}, POST /text`;
    return line(name, result, 2);
  } finally {
    await b.server.close();
    await a.server.close();
    await second.close();
    await first.close();
  }
}

/** One instance with the assistant on: the acknowledgement while passes run beside the writes. */
export async function assistantOn(kind: DbKind, sessions: number, timing: Timing): Promise<string> {
  const database = await openBenchDatabase(kind);
  const app = await startLiveApp(database, true);
  try {
    const list = await seedLiveSessions(app.server, sessions, true);
    const result = await runLiveLoad({ base: app.base, mode: 'app', sessions: list, ...timing, script });
    const name = `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${sessions} sessions, assistant on, POST /text`;
    return line(name, result, 1);
  } finally {
    await app.server.close();
    await database.close();
  }
}
