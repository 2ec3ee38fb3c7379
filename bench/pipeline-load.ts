/** A bounded loop of GETs from `clients` concurrent fetchers, in a worker thread of its own. */
import { Worker } from 'node:worker_threads';

export type LoadOptions = { base: string; cookie: string; path: string; requests: number; clients: number };
export type LoadResult = { samples: number[]; perSecond: number; bytes: number };

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, cookie, path, requests, clients } = workerData;
async function main() {
  const samples = [];
  let next = 0;
  let bytes = 0;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(path + ' answered ' + res.status);
    samples.push(performance.now() - t0);
    bytes = body.byteLength;
  };
  for (let i = 0; i < Math.min(20, requests); i++) await once();
  samples.length = 0;
  const started = performance.now();
  const client = async () => {
    while (next < requests) {
      next += 1;
      await once();
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = performance.now() - started;
  parentPort.postMessage({ samples, perSecond: (samples.length / elapsed) * 1000, bytes });
}
main().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: options });
    worker.once('message', (message: LoadResult & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
