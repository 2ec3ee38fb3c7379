import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseUnavailable } from '#server/db/unavailable.ts';
import { createInProcessBus } from './event-bus.ts';
import { openLiveConnection } from './live-connection.ts';

describe('a live connection whose events cannot be read', () => {
  it('closes with 1013 "try again later", so the client reconnects with its last seq', async () => {
    const closes: number[] = [];
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: () => undefined,
      close: (code: number) => void closes.push(code),
      once: () => undefined,
    };
    const connection = openLiveConnection({
      socket: socket as unknown as WebSocket,
      sessionId: crypto.randomUUID(),
      lastSeq: 4,
      subscribe: createInProcessBus().subscribe,
      // The database went away (a restart) while the replay was read.
      replay: () => Promise.reject(databaseUnavailable(new Error('Connection terminated unexpectedly'))),
      limits: { slowConsumerBytes: 1 << 20, replayPage: 10, drainTimeoutMs: 1_000, gapWaitMs: 20 },
    });
    await connection.ready;
    expect(closes).toEqual([1013]);
  });
});
