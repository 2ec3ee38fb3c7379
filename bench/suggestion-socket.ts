/**
 * A subscribed `/ws` socket that notes when each new suggestion arrives (bench/assistant-latency.ts).
 * The socket lives in a worker thread, as a dashboard lives in another process: its arrival times
 * are not held back by whatever the server does next on its own event loop (on PGlite, the
 * database runs there too). Times are `performance.timeOrigin + performance.now()`, which both
 * threads share; `now()` below gives the same clock on the main thread.
 */
import { Worker } from 'node:worker_threads';

/** Epoch milliseconds with sub-millisecond resolution, comparable across threads. */
export const now = () => performance.timeOrigin + performance.now();

type ChunkHook = { onChunk: (...args: never[]) => void };

/**
 * When the assistant last heard a committed chunk (its debounce is armed then): wraps its
 * `onChunk` and answers the latest time, on the clock of `now()`.
 */
export function armedClock(assistant: ChunkHook): () => number {
  let armedAt = 0;
  const onChunk = assistant.onChunk;
  assistant.onChunk = (...args) => {
    armedAt = now();
    onChunk(...args);
  };
  return () => armedAt;
}

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, cookie, origin } = workerData;
const socket = new WebSocket(url, { headers: { cookie, origin } });
socket.on('message', (data) => {
  const at = performance.timeOrigin + performance.now();
  const message = JSON.parse(data.toString());
  if (message.type !== 'new_suggestion') return;
  parentPort.postMessage({ type: 'arrived', at, ids: message.data.suggestions.map((s) => s.id) });
});
socket.once('open', () => parentPort.postMessage({ type: 'open' }));
socket.once('error', (error) => parentPort.postMessage({ type: 'error', error: String(error) }));
parentPort.on('message', () => socket.close());
socket.once('close', () => process.exit(0));
`;

type WorkerMessage =
  | { type: 'arrived'; at: number; ids: string[] }
  | { type: 'open' }
  | { type: 'error'; error: string };

export async function openSuggestionSocket(base: string, cookie: string, sessionId: string) {
  const arrivals = new Map<string, number>();
  const waiters = new Set<() => void>();
  const url = `${base.replace(/^http/, 'ws')}/ws?sessionId=${sessionId}`;
  const worker = new Worker(WORKER, { eval: true, workerData: { url, cookie, origin: base } });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'open') return resolve();
      if (message.type === 'error') return reject(new Error(message.error));
      for (const id of message.ids) if (!arrivals.has(id)) arrivals.set(id, message.at);
      for (const wake of [...waiters]) wake();
    });
    worker.once('error', reject);
  });
  return {
    /** When the first of these suggestions arrived on the socket (waits for it, at most `ms`). */
    arrival(ids: string[], ms = 10_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const times = ids.flatMap((id) => arrivals.get(id) ?? []);
          if (!times.length) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(Math.min(...times));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no new_suggestion for ${ids.join(', ')} within ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => worker.postMessage('close'),
  };
}
