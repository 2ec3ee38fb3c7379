/**
 * Dashboard sockets (`/ws?sessionId=`) in a worker thread that note when each transcript line
 * (`new_chunk`) arrives, by its text, as a dashboard in another process would see it: arrival times
 * are not held back by the server's own event loop. Times are `performance.timeOrigin +
 * performance.now()`, the clock of `now()` in bench/suggestion-socket.ts.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { urls, cookie, origin } = workerData;
let open = 0;
const sockets = urls.map((url) => {
  const socket = new WebSocket(url, { headers: { cookie, origin } });
  socket.on('message', (data) => {
    const at = performance.timeOrigin + performance.now();
    const message = JSON.parse(data.toString());
    if (message.type === 'new_chunk') parentPort.postMessage({ type: 'chunk', at, text: message.data.text });
  });
  socket.once('open', () => ++open === urls.length && parentPort.postMessage({ type: 'open' }));
  socket.once('error', (error) => parentPort.postMessage({ type: 'error', error: String(error) }));
  return socket;
});
parentPort.on('message', () => {
  for (const socket of sockets) socket.close();
  setTimeout(() => process.exit(0), 100);
});
`;

type WorkerMessage =
  | { type: 'chunk'; at: number; text: string }
  | { type: 'open' }
  | { type: 'error'; error: string };

/** One socket per session; answers when each line's text first arrived. */
export async function watchChunks(base: string, cookie: string, sessionIds: string[]) {
  const arrivals = new Map<string, number>();
  const urls = sessionIds.map((id) => `${base.replace(/^http/, 'ws')}/ws?sessionId=${id}`);
  const worker = new Worker(WORKER, { eval: true, workerData: { urls, cookie, origin: base } });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'open') return resolve();
      if (message.type === 'error') return reject(new Error(message.error));
      if (!arrivals.has(message.text)) arrivals.set(message.text, message.at);
    });
    worker.once('error', reject);
  });
  return {
    arrivals,
    /** Resolves once every text arrived, or after `ms` (the missing ones are left out). */
    async settle(texts: string[], ms = 5_000): Promise<void> {
      const until = Date.now() + ms;
      while (texts.some((t) => !arrivals.has(t)) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () => worker.postMessage('close'),
  };
}
