import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveClient, openLive } from '#server/test/live-client.ts';
import { type Cluster, clusterUnavailable, startCluster } from '#server/test/pg-cluster.ts';
import {
  call,
  eventually,
  newLiveSession,
  type Sent,
  sendUntilAcked,
  signIn,
} from '#server/test/process-client.ts';
import { startServer } from '#server/test/processes.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';

const PASSWORD = 'Restart-Pass-1';
const title = 'two instances ride through a PostgreSQL restart';

type Instance = { child: ChildProcess; base: string; output: () => string };

async function instance(url: string): Promise<Instance> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const { child, output } = await startServer({
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-restart-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    SESSION_SECRET: 'restart-test-secret-restart-test-secret',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
  });
  return { child, base: `http://127.0.0.1:${port}`, output };
}

const ready = async (base: string) => (await call(base, 'GET', '/readyz')).status === 200;

/**
 * shared/security-and-reliability.md §3: a database restart (an upgrade, a failover) must cost
 * the instances nothing acknowledged. The cluster is the test's own; the shared server is never
 * touched.
 */
describe.skipIf(testDatabaseKind !== 'postgres' || clusterUnavailable !== undefined)(
  clusterUnavailable ? `${title} (skipped: ${clusterUnavailable})` : title,
  () => {
    let cluster: Cluster | undefined;
    const instances: Instance[] = [];
    afterAll(async () => {
      for (const { child } of instances) child.kill('SIGKILL');
      await cluster?.destroy();
    });

    it('answers 503 during the outage, reports not ready, and delivers every acknowledged chunk afterwards', async () => {
      cluster = await startCluster();
      const a = await instance(cluster.url);
      instances.push(a);
      const b = await instance(cluster.url);
      instances.push(b);
      const cookie = await signIn(a.base, 'admin', PASSWORD);
      const sessionId = await newLiveSession(a.base, cookie);

      // The writer's socket on A; a watching screen on each instance.
      const writer = await openLive(a.base, { cookie, sessionId });
      const watchers: LiveClient[] = [
        await openLive(a.base, { cookie, sessionId }),
        await openLive(b.base, { cookie, sessionId }),
      ];
      const acked: Sent[] = [];
      let n = 0;
      // Paced as a speaking interview is, well under the socket's 50 messages a second.
      const send = async (count: number) => {
        for (let i = 0; i < count; i++) {
          await sleep(40);
          const id = `chunk-${++n}`;
          acked.push(await sendUntilAcked(writer, id, `The candidate said thing number ${n}.`));
        }
      };

      await send(10);
      // A restart while chunks stream: every connection of both instances is terminated.
      const streaming = send(30);
      streaming.catch(() => undefined); // awaited below
      await eventually(() => acked.length >= 15);
      await cluster.restart();
      await streaming;

      // An outage long enough to be asked during.
      await cluster.stop();
      for (const { base } of [a, b]) {
        const readiness = await call(base, 'GET', '/readyz');
        expect(readiness).toMatchObject({ status: 503, body: { status: 'unavailable' } });
        const read = await call(base, 'GET', `/api/sessions/${sessionId}`, { cookie });
        expect(read.status).toBe(503);
        expect(read.body).toEqual({
          error: { code: 'unavailable', message: expect.stringMatching(/database/i) },
        });
      }
      const during = sendUntilAcked(writer, 'chunk-during', 'Said while the database was away.');
      await eventually(() =>
        writer.messages.some((m) => m.type === 'error' && m.data.clientChunkId === 'chunk-during'),
      );
      await cluster.start();
      await eventually(async () => (await ready(a.base)) && (await ready(b.base)));
      const late = await during;
      expect(late.refusals.length).toBeGreaterThan(0);
      expect(new Set(late.refusals)).toEqual(new Set(['unavailable']));
      acked.push(late);
      await send(10);

      // Both processes are still the ones started; no socket was dropped.
      for (const { child } of instances) expect(child.exitCode).toBeNull();
      for (const socket of [writer, ...watchers]) expect(socket.socket.readyState).toBe(socket.socket.OPEN);

      const detail = await call(a.base, 'GET', `/api/sessions/${sessionId}`, { cookie });
      const { lastSeq } = detail.body as { lastSeq: number };
      const all = Array.from({ length: lastSeq }, (_, i) => i + 1);
      for (const socket of watchers) {
        await socket.waitFor((m) => 'seq' in m && m.type !== 'ack' && m.seq === lastSeq, 20_000);
        // Gap-free, in order, none twice.
        expect(socket.seqs()).toEqual(all);
        const chunks = new Map(
          socket.messages.flatMap((m) => (m.type === 'new_chunk' ? [[m.data.clientChunkId, m.seq]] : [])),
        );
        for (const { clientChunkId, seq } of acked) expect(chunks.get(clientChunkId)).toBe(seq);
      }
      // Stored once each, retries included.
      const transcript = await call(a.base, 'GET', `/api/sessions/${sessionId}/conversation`, { cookie });
      expect((transcript.body as unknown[]).length).toBe(acked.length);
    }, 120_000);
  },
);
