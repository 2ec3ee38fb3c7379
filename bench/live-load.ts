/** The live benchmark's clients, in a worker thread of their own (bench/live.ts). */
import { Worker } from 'node:worker_threads';

export type LiveLoadOptions = {
  base: string;
  /**
   * `app`: chunks by POST /api/sessions/:id/text; `socket`: chunks sent over the first `/ws` socket
   * (`{ type: 'chunk' }`, no per-request sign-in lookup); `floor`: a bare ws fan-out server.
   */
  mode: 'app' | 'socket' | 'floor';
  /**
   * `sockets`: the servers the session's two sockets open on, `post`: the one its chunks are
   * posted to (several instances); both default to `base`.
   */
  sessions: { id: string; cookie: string; sockets?: [string, string]; post?: string }[];
  seconds: number;
  warmupSeconds: number;
  /** What the sessions say, in turn (each session starts at its own place); else one candidate line. */
  script?: { speaker: 'interviewer' | 'candidate'; text: string }[];
};
export type LiveLoadResult = {
  /** POST sent → `new_chunk` on the last of the session's two sockets. */
  everySocket: number[];
  /** POST sent → `new_chunk`, per socket. */
  perSocket: number[];
  /** POST sent → `new_chunk`, on the session's first socket and on its second. */
  bySocket: [number[], number[]];
  /** Chunk sent → acknowledged (the 201 of the POST, or the socket's `ack`): it is committed. */
  answered: number[];
  lost: number;
  errors: number;
};

// Plain JavaScript, so the worker needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const WebSocket = require('ws');
const { base, mode, sessions, seconds, warmupSeconds, script } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const text = 'So in the last project I owned the ingestion path end to end, and we moved the hot tables to a partitioned layout, which cut the p99 from 800 to 120 milliseconds.';
const pending = new Map();
// Chunks sent over a socket, until their ack (which may come after both sockets had the chunk).
const acking = new Map();
const everySocket = [], perSocket = [], answered = [], bySocket = [[], []];
let errors = 0, sent = 0, recording = false, stopped = false;

function open(session, k) {
  const server = session.sockets ? session.sockets[k] : base;
  return new Promise((resolve, reject) => {
    const url = server.replace(/^http/, 'ws') + '/ws?sessionId=' + session.id;
    const ws = new WebSocket(url, { headers: { cookie: session.cookie, origin: server } });
    ws.on('message', (data) => {
      const now = performance.now();
      const message = JSON.parse(data.toString());
      if (message.type === 'ack') {
        const acked = acking.get(message.clientChunkId);
        acking.delete(message.clientChunkId);
        if (acked && acked.record) answered.push(now - acked.t0);
        return;
      }
      if (message.type !== 'new_chunk') return;
      const entry = pending.get(message.data.clientChunkId);
      if (!entry) return;
      const latency = now - entry.t0;
      if (entry.record) {
        perSocket.push(latency);
        bySocket[k].push(latency);
      }
      if (--entry.left === 0) {
        pending.delete(message.data.clientChunkId);
        if (entry.record) everySocket.push(latency);
      }
    });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error('upgrade refused: HTTP ' + res.statusCode)));
    ws.once('error', reject);
  });
}

function line(i, n) {
  return script ? script[(i * 7 + n) % script.length] : { speaker: 'candidate', text };
}

function post(session, clientChunkId, entry, said) {
  const server = session.post || base;
  const body = JSON.stringify({ text: said.text, speaker: said.speaker, duration: 5000, confidence: 0.95, clientChunkId });
  const req = http.request(server + '/api/sessions/' + session.id + '/text', {
    method: 'POST',
    agent,
    headers: { cookie: session.cookie, origin: server, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode !== 201) errors++;
      else if (entry.record) answered.push(performance.now() - entry.t0);
    });
  });
  req.on('error', () => errors++);
  req.end(body);
}

async function main() {
  const sockets = [];
  for (let i = 0; i < sessions.length; i += 25) {
    const batch = sessions.slice(i, i + 25);
    const opened = await Promise.all(batch.map(async (s) => [await open(s, 0), await open(s, 1)]));
    sockets.push(...opened);
  }
  const timers = sessions.map((session, i) => {
    let n = 0;
    const tick = () => {
      if (stopped) return;
      const clientChunkId = 'b-' + i + '-' + sent++;
      const entry = { t0: performance.now(), left: 2, record: recording };
      const said = line(i, n++);
      pending.set(clientChunkId, entry);
      if (mode === 'app') post(session, clientChunkId, entry, said);
      else if (mode === 'socket') {
        acking.set(clientChunkId, entry);
        sockets[i][0].send(JSON.stringify({ type: 'chunk', clientChunkId, text: said.text, speaker: said.speaker }));
      }
      else sockets[i][0].send(JSON.stringify({ type: 'new_chunk', data: { clientChunkId } }));
    };
    // Sessions start spread over the first second, then send one chunk a second each.
    return setTimeout(() => { tick(); timers[i] = setInterval(tick, 1000); }, (i / sessions.length) * 1000);
  });
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  recording = true;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  recording = false;
  stopped = true;
  for (const t of timers) { clearTimeout(t); clearInterval(t); }
  await new Promise((r) => setTimeout(r, 2000));
  const lost = [...pending.values()].filter((e) => e.record).length;
  for (const pair of sockets) for (const ws of pair) ws.terminate();
  agent.destroy();
  parentPort.postMessage({ everySocket, perSocket, bySocket, answered, lost, errors });
}
main().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

export function runLiveLoad(options: LiveLoadOptions): Promise<LiveLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: options });
    worker.once('message', (message: LiveLoadResult & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
