/**
 * The speech benchmarks' browsers, in a process of their own (their CPU is not the server's).
 * Started by `runSpeechClients` (bench/speech-app.ts) with an IPC channel: it receives a plan,
 * reports the audio phase's start and end, and answers its samples.
 *
 * Per session: `watchers` dashboard sockets (`/ws?sessionId`), and during the audio phase the
 * microphone (`mic_audio`, the interviewer) and the meeting tab (`system_audio`, the candidate)
 * streamed in real time, 40 ms binary frames, from the session's own place in the conversation
 * (bench/speech-tracks.ts). The first `typed.sessions` sessions also send a typed chunk a second
 * over their first socket, timed to its `ack` (committed), before the audio and during it.
 */
import WebSocket from 'ws';
import {
  addStreamSamples,
  type ClientPlan,
  type ClientResult,
  type Final,
  type SentStream,
} from './speech-client-samples.ts';
import { conversationTracks, FRAME_BYTES, FRAME_MS, frameOf, utteranceMarks } from './speech-tracks.ts';

type Speaker = 'interviewer' | 'candidate';
type Stream = SentStream & { key: string; socket: WebSocket; track: Buffer; offset: number; phaseMs: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(base: string, cookie: string, query: Record<string, string>): Promise<WebSocket> {
  const url = `${base.replace(/^http/, 'ws')}/ws?${new URLSearchParams(query)}`;
  const ws = new WebSocket(url, { headers: { cookie, origin: base } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 25)
    out.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, k) => make(i + k)))));
  return out;
}

/** A stream's finals numbered 1, 2, … in the order their speech started (the n-th is its n-th utterance). */
const inOrder = (byStart: Map<number, Final> | undefined) =>
  byStart && new Map([...byStart].sort(([a], [b]) => a - b).map(([, f], i) => [i + 1, f] as const));

async function run(plan: ClientPlan): Promise<ClientResult> {
  const { base, sessions, watchers } = plan;
  const tracks = await conversationTracks();
  const errors: string[] = [];
  /** Per stream, its final lines by where their speech starts in the recording. */
  const finals = new Map<string, Map<number, Final>>();
  const partials = new Map<string, number[]>();
  type Phase = 'warmup' | 'baseline' | 'opening' | 'audio' | 'done';
  const typedPending = new Map<string, { t0: number; phase: Phase }>();
  const typed = { baseline: [] as number[], withAudio: [] as number[] };

  const watch = (i: number, k: number) => (data: WebSocket.RawData) => {
    const now = performance.now();
    const m = JSON.parse(data.toString());
    if (m.type === 'ack') {
      const sent = typedPending.get(m.clientChunkId);
      typedPending.delete(m.clientChunkId);
      if (sent?.phase === 'baseline') typed.baseline.push(now - sent.t0);
      if (sent?.phase === 'audio') typed.withAudio.push(now - sent.t0);
    } else if (m.type === 'new_chunk' && String(m.data.clientChunkId).startsWith('speech:')) {
      const key = `${i}:${m.data.speaker}`;
      // `speech:<role>@<start>-<end>`: a line is known by its place in the recording (else by its count).
      const id = String(m.data.clientChunkId);
      const start = Number(/@(\d+)-/.exec(id)?.[1] ?? id.split(':').at(-1));
      const byStart = finals.get(key) ?? new Map<number, Final>();
      finals.set(key, byStart);
      const entry = byStart.get(start) ?? { text: m.data.text, at: [] };
      entry.at[k] = now;
      byStart.set(start, entry);
    } else if (m.type === 'partial_transcription' && k === 0) {
      const key = `${i}:${m.data.speaker}`;
      const heard = partials.get(key) ?? [];
      partials.set(key, heard);
      heard.push(now);
    } else if (m.type === 'error') errors.push(JSON.stringify(m.data));
  };
  const sockets = await inBatches(sessions.length, async (i) => {
    const { id, cookie } = sessions[i] as ClientPlan['sessions'][number];
    return Promise.all(
      Array.from({ length: watchers }, async (_, k) => {
        const ws = await open(base, cookie, { sessionId: id });
        ws.on('message', watch(i, k));
        return ws;
      }),
    );
  });

  // Typed chunks: one a second per typing session, starts spread over the first second.
  let phase: Phase = 'warmup';
  let typedSent = 0;
  const typers = sockets.slice(0, plan.typed.sessions).map((pair, i) => {
    const tick = () => {
      if (phase === 'done') return;
      const clientChunkId = `typed-${i}-${typedSent++}`;
      typedPending.set(clientChunkId, { t0: performance.now(), phase });
      pair[0]?.send(
        JSON.stringify({
          type: 'chunk',
          clientChunkId,
          speaker: 'interviewer',
          text: 'Could you walk me through how you rolled that change out without stopping the payments?',
        }),
      );
    };
    let interval: NodeJS.Timeout | undefined;
    const start = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      (i / Math.max(1, plan.typed.sessions)) * 1000,
    );
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  });
  await sleep(plan.warmupSeconds * 1000);
  process.send?.({ type: 'phase', phase: 'baseline-start' });
  phase = 'baseline';
  await sleep(plan.typed.sessions > 0 ? plan.typed.baselineSeconds * 1000 : 0);

  // Typed chunks sent while the audio sockets open count in neither sample.
  phase = 'opening';

  // The audio: each session from its own place in the conversation, each stream on its own beat.
  const total = Math.round((plan.audioSeconds * 1000) / FRAME_MS);
  const streams = (
    await inBatches(sessions.length, async (i) => {
      const { id, cookie } = sessions[i] as ClientPlan['sessions'][number];
      const offset = Math.floor((i * tracks.frames) / sessions.length);
      const make = async (speaker: Speaker): Promise<Stream> => {
        const audioType = speaker === 'interviewer' ? 'mic_audio' : 'system_audio';
        const socket = await open(base, cookie, { sessionId: id, action: 'audio-stream', audioType });
        const track = speaker === 'interviewer' ? tracks.mic : tracks.tab;
        const stream: Stream = {
          key: `${i}:${speaker}`,
          socket,
          track,
          offset,
          phaseMs: ((i * 7.3) % FRAME_MS) + (speaker === 'candidate' ? FRAME_MS / 2 : 0),
          sent: 0,
          sentAt: new Float64Array(total),
          processed: 0,
          marks: utteranceMarks(track, tracks.frames, offset, total),
        };
        socket.on('message', (data) => {
          const m = JSON.parse(data.toString());
          if (m.type === 'audio_processed') stream.processed = m.data.bytes;
          else if (m.type === 'error') errors.push(`audio ${stream.key}: ${JSON.stringify(m.data)}`);
        });
        return stream;
      };
      return [await make('interviewer'), await make('candidate')];
    })
  ).flat();

  process.send?.({ type: 'phase', phase: 'audio-start' });
  phase = 'audio';
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      let done = true;
      for (const s of streams) {
        const due = Math.min(total, Math.floor((elapsed - s.phaseMs) / FRAME_MS) + 1);
        while (s.sent < due) {
          s.sentAt[s.sent] = performance.now();
          s.socket.send(frameOf(s.track, tracks.frames, s.offset, s.sent), { binary: true });
          s.sent++;
        }
        if (s.sent < total) done = false;
      }
      if (done) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  process.send?.({ type: 'phase', phase: 'audio-stop' });
  phase = 'done';
  for (const stop of typers) stop();

  // Every stream's bytes acknowledged (audio_processed goes out at most once a second), and the
  // finals of utterances that ended before the audio stopped delivered.
  const bytesSent = total * FRAME_BYTES;
  for (let waited = 0; waited < 5000 && streams.some((s) => s.processed < bytesSent); waited += 50)
    await sleep(50);
  await sleep(2500);

  const result: ClientResult = {
    finals: { endToAll: [], endToEach: [], lastWordToAll: [], expected: 0, missing: 0, mismatched: 0 },
    partials: { count: 0, intervals: [], onsetToFirst: [] },
    audio: {
      streams: streams.length,
      framesSent: streams.reduce((n, s) => n + s.sent, 0),
      bytesSent: streams.length * bytesSent,
      bytesProcessed: streams.reduce((n, s) => n + s.processed, 0),
      streamsShort: streams.filter((s) => s.processed !== bytesSent).length,
      errors: errors.filter((e) => e.startsWith('audio ')),
    },
    typed: { ...typed, lost: typedPending.size },
    cpuSeconds,
    errors: errors.filter((e) => !e.startsWith('audio ')),
  };
  for (const s of streams)
    addStreamSamples(result, s, inOrder(finals.get(s.key)), partials.get(s.key) ?? [], watchers);
  for (const s of streams) s.socket.close(1000);
  for (const pair of sockets) for (const ws of pair) ws.close(1000);
  await sleep(200);
  return result;
}

process.once('message', (plan: ClientPlan) => {
  run(plan).then(
    (result) => process.send?.({ type: 'result', result }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ type: 'error', error: String((error as Error)?.stack ?? error) }, () =>
        process.exit(1),
      ),
  );
});
