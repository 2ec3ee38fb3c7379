import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '#contracts/realtime.ts';
import { openLive } from '#server/test/live-client.ts';
import { call, newLiveSession, type Sent, signIn } from '#server/test/process-client.ts';
import { startServer } from '#server/test/processes.ts';
import { SCALING_TURNS } from '#server/test/scaling-turns.ts';
import { freshPostgresDatabase } from '#server/test/test-db.ts';

const PASSWORD = 'Shutdown-Pass-1';
const postgresUrl = process.env.TEST_DATABASE_URL;

const TURNS = SCALING_TURNS;

async function liveInterviewThenSigterm(databaseUrl: string) {
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-shutdown-')),
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
  };
  const base = `http://127.0.0.1:${port}`;
  const { child, output } = await startServer(env);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const cookie = await signIn(base, 'admin', PASSWORD);
    const sessionId = await newLiveSession(base, cookie);
    const writer = await openLive(base, { cookie, sessionId });
    const watcher = await openLive(base, { cookie, sessionId });
    const acked: Sent[] = [];
    for (const [n, [speaker, text]] of [...TURNS, ...TURNS].entries()) {
      writer.send({ type: 'chunk', clientChunkId: `turn-${n}`, text, speaker });
      const ack = await writer.waitFor(
        (m): m is Extract<ServerMessage, { type: 'ack' }> =>
          m.type === 'ack' && m.clientChunkId === `turn-${n}`,
      );
      acked.push({ clientChunkId: ack.clientChunkId, seq: ack.seq });
    }
    // The assistant ran: its passes write suggestions and notes of their own.
    await watcher.waitFor((m) => m.type === 'new_suggestion', 10_000);

    // Chunks still arriving when the signal lands.
    const late = Array.from({ length: 5 }, (_, i) => `late-${i}`);
    for (const id of late)
      writer.send({
        type: 'chunk',
        clientChunkId: id,
        text: `And one more thing, ${id}.`,
        speaker: 'candidate',
      });
    child.kill('SIGTERM');

    const closes = await Promise.all([writer.closed, watcher.closed]);
    const code = await exited;
    for (const m of writer.messages)
      if (m.type === 'ack' && late.includes(m.clientChunkId))
        acked.push({ clientChunkId: m.clientChunkId, seq: m.seq });
    return { closes, code, output: output(), acked, sessionId, env, base };
  } finally {
    child.kill('SIGKILL');
  }
}

/** Starts the server again on the same data and answers the stored transcript's chunk ids. */
async function transcriptAfterRestart(env: Record<string, string>, base: string, sessionId: string) {
  const { child } = await startServer(env);
  try {
    const cookie = await signIn(base, 'admin', PASSWORD);
    const res = await call(base, 'GET', `/api/sessions/${sessionId}/conversation`, { cookie });
    return (res.body as { clientChunkId: string; seq: number }[]).map((c) => ({
      clientChunkId: c.clientChunkId,
      seq: c.seq,
    }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Decision 012: "Server shutdown closes every socket with 1012"; the process then exits. */
describe('SIGTERM during a live interview with the assistant on', () => {
  const cases = [
    { name: 'the embedded database', skip: false },
    { name: 'PostgreSQL', skip: !postgresUrl },
  ];
  for (const { name, skip } of cases) {
    it.skipIf(skip)(
      `closes every socket with 1012, finishes in-flight chunks and exits by itself, on ${name}`,
      async () => {
        const own = postgresUrl && name === 'PostgreSQL' ? await freshPostgresDatabase() : undefined;
        try {
          const run = await liveInterviewThenSigterm(own?.url ?? '');
          expect(run.closes.map((c) => c.code)).toEqual([1012, 1012]);
          // 0: every worker, timer and connection stopped in time; the deadline would exit with 1.
          expect(run.code).toBe(0);
          expect(run.output).toContain('shutting down');
          expect(run.output).not.toContain('shutdown deadline');
          const stored = await transcriptAfterRestart(run.env, run.base, run.sessionId);
          for (const chunk of run.acked) expect(stored).toContainEqual(chunk);
        } finally {
          await own?.drop();
        }
      },
      90_000,
    );
  }
});
