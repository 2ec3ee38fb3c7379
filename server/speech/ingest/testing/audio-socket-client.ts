import WebSocket from 'ws';
import { SpeechServerMessage } from '#contracts/speech.ts';
import type { Closed } from '#server/test/live-client.ts';

/** A real `ws` client on an audio channel of `/ws`, recording what the server sends back. */
export type AudioSocketClient = {
  socket: WebSocket;
  messages: SpeechServerMessage[];
  closed: Promise<Closed>;
  waitFor(match: (m: SpeechServerMessage) => boolean, ms?: number): Promise<SpeechServerMessage>;
  /** The last `audio_processed` byte count, 0 before the first. */
  processed(): number;
  /** A binary frame (audio-stream). */
  sendPcm(pcm: Buffer): void;
  /** A JSON `audio_chunk` (start_streaming). */
  sendChunk(pcm: Buffer): void;
  sendText(text: string): void;
};

type Open = { cookie: string; origin?: string; query: Record<string, string> };

/** Opens `/ws?…`; rejects with `Error('HTTP <status> <body>')` when the upgrade is refused. */
export function openAudioSocket(
  base: string,
  { cookie, origin = base, query }: Open,
): Promise<AudioSocketClient> {
  const url = new URL('/ws', base.replace(/^http/, 'ws'));
  url.search = new URLSearchParams(query).toString();
  const socket = new WebSocket(url, { headers: { cookie, origin } });
  const messages: SpeechServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(SpeechServerMessage.parse(JSON.parse(data.toString())));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: AudioSocketClient = {
    socket,
    messages,
    closed,
    waitFor: (match, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages.slice(-3))}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    processed() {
      const last = messages.findLast((m) => m.type === 'audio_processed');
      return last?.type === 'audio_processed' ? last.data.bytes : 0;
    },
    sendPcm: (pcm) => socket.send(pcm, { binary: true }),
    sendChunk: (pcm) =>
      socket.send(
        JSON.stringify({ type: 'audio_chunk', audioData: pcm.toString('base64'), timestamp: Date.now() }),
      ),
    sendText: (text) => socket.send(text),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (part: Buffer) => {
        body += part.toString();
      });
      res.on('end', () => {
        reject(new Error(`HTTP ${res.statusCode} ${body}`));
        socket.terminate();
      });
    });
    socket.once('error', (error) => reject(error));
  });
}

/** `n` bytes of PCM whose samples count up, so any byte lost or reordered shows. */
export function rampPcm(bytes: number, from = 0): Buffer {
  const pcm = Buffer.alloc(bytes);
  for (let i = 0; i + 1 < bytes; i += 2) pcm.writeInt16LE(((from + i / 2) % 60_000) - 30_000, i);
  return pcm;
}
