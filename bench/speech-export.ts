/**
 * WAV export at close (issue 24): a BENCH_SPEECH_EXPORT_MINUTES (60) minute interview, both
 * participants recorded, then `POST /api/sessions/:id/close` → both `audio_exports` rows listed by
 * `GET /api/sessions/:id/audio-exports` (polled every 10 ms). BENCH_SPEECH_EXPORT_RUNS (3) sessions.
 *
 * The spools are written through the real audio sockets (`audio-stream`, mic_audio and
 * system_audio), in one-second frames as fast as the server takes them: the espeak-ng
 * conversation looped, 115.2 MB a participant. The sockets' flood limits (3× real time, 90 s burst)
 * are lifted for this, nothing else. The keyless provider (`browser`): the server only records.
 * Checked afterwards: each row's size and duration, the stored WAV's header and that its audio is
 * byte for byte what was sent (SHA-256), and the spools gone.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import { AUDIO_FRAME_MAX_BYTES, PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { recordingKey } from '#server/speech/recordings/recording-paths.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '#server/speech/wav.ts';
import type { DbKind } from './bench-app.ts';
import { loadAverage, type SpeechApp, seedRecordingSessions, startSpeechApp } from './speech-app.ts';
import { conversationTracks, FRAME_BYTES, frameOf, type Tracks } from './speech-tracks.ts';
import { ms, percentile } from './stats.ts';

const env = process.env;
const MINUTES = Number(env.BENCH_SPEECH_EXPORT_MINUTES ?? 60);
const RUNS = Number(env.BENCH_SPEECH_EXPORT_RUNS ?? 3);
const DB = (env.BENCH_SPEECH_DB ?? 'pglite') as DbKind;
const UNLIMITED = { framesBurst: 1e9, framesPerSecond: 1e9, bytesBurst: 1e15, bytesPerSecond: 1e15 };
const SPEAKERS = { mic_audio: 'interviewer', system_audio: 'candidate' } as const;

type Seeded = Awaited<ReturnType<typeof seedRecordingSessions>>[number];

/** Streams `seconds` of a track over a real audio socket; answers the SHA-256 of what was sent. */
async function record(app: SpeechApp, s: Seeded, audioType: keyof typeof SPEAKERS, tracks: Tracks) {
  const query = new URLSearchParams({ sessionId: s.id, action: 'audio-stream', audioType });
  const ws = new WebSocket(`${app.base.replace(/^http/, 'ws')}/ws?${query}`, {
    headers: { cookie: s.cookie, origin: app.base },
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let processed = 0;
  const errors: string[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString());
    if (m.type === 'audio_processed') processed = m.data.bytes;
    if (m.type === 'error') errors.push(m.data.error);
  });
  const track = audioType === 'mic_audio' ? tracks.mic : tracks.tab;
  const perFrame = AUDIO_FRAME_MAX_BYTES / FRAME_BYTES;
  const frames = MINUTES * 60;
  const hash = createHash('sha256');
  for (let n = 0; n < frames; n++) {
    const parts = Array.from({ length: perFrame }, (_, k) =>
      frameOf(track, tracks.frames, 0, n * perFrame + k),
    );
    const frame = Buffer.concat(parts);
    hash.update(frame);
    ws.send(frame, { binary: true });
    while (ws.bufferedAmount > 8 * 2 ** 20) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const bytes = frames * AUDIO_FRAME_MAX_BYTES;
  for (let waited = 0; processed < bytes && waited < 30_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  if (processed !== bytes || errors.length)
    throw new Error(
      `${audioType}: ${processed} of ${bytes} bytes acknowledged; errors ${errors.join(' | ')}`,
    );
  return { ws, bytes, sha256: hash.digest('hex') };
}

async function storedAudio(app: SpeechApp, key: string) {
  const found = await app.server.services.storage.store.get(key);
  if (!found) throw new Error(`${key} is not stored`);
  const hash = createHash('sha256');
  let header = Buffer.alloc(0);
  let size = 0;
  for await (const part of found.body as AsyncIterable<Buffer>) {
    const headerPart = part.subarray(0, Math.max(0, WAV_HEADER_BYTES - size));
    header = Buffer.concat([header, headerPart]);
    hash.update(part.subarray(headerPart.length));
    size += part.length;
  }
  return { size, header: readWavHeader(header), sha256: hash.digest('hex') };
}

async function exportRun(app: SpeechApp, s: Seeded, tracks: Tracks) {
  const startedSending = performance.now();
  const sent = await Promise.all([
    record(app, s, 'mic_audio', tracks),
    record(app, s, 'system_audio', tracks),
  ]);
  const sendingSeconds = (performance.now() - startedSending) / 1000;
  // Closed with capture still on, as an interviewer closing the dashboard does: the server ends the streams.
  const t0 = performance.now();
  const closed = await app.server.inject({
    method: 'POST',
    url: `/api/sessions/${s.id}/close`,
    headers: s.headers,
  });
  if (closed.statusCode >= 300) throw new Error(`close: ${closed.statusCode} ${closed.body}`);
  const answered = performance.now() - t0;
  let items: AudioExportDto[] = [];
  while (items.length < 2 && performance.now() - t0 < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const res = await app.server.inject({
      method: 'GET',
      url: `/api/sessions/${s.id}/audio-exports`,
      headers: s.headers,
    });
    items = res.json() as AudioExportDto[];
  }
  const exported = performance.now() - t0;
  for (const { ws } of sent) ws.terminate();

  const checks: string[] = [];
  for (const [i, audioType] of (['mic_audio', 'system_audio'] as const).entries()) {
    const speaker = SPEAKERS[audioType];
    const { bytes, sha256 } = sent[i] as (typeof sent)[number];
    const item = items.find((e) => e.speaker === speaker);
    const stored = await storedAudio(app, recordingKey(s.id, speaker));
    const ok =
      item?.size === WAV_HEADER_BYTES + bytes &&
      item.mimeType === 'audio/wav' &&
      Math.abs((item.durationSeconds ?? 0) - bytes / PCM_BYTES_PER_SECOND) < 0.01 &&
      stored.size === WAV_HEADER_BYTES + bytes &&
      stored.header?.dataBytes === bytes &&
      stored.header.sampleRate === 16_000 &&
      stored.sha256 === sha256;
    checks.push(
      `${speaker} ${item?.fileName} ${item?.size} bytes, ${item?.durationSeconds} s, audio ${stored.sha256 === sha256 ? 'identical' : 'DIFFERENT'}: ${ok ? 'valid' : 'INVALID'}`,
    );
  }
  const spoolsGone = !existsSync(path.join(app.dataDir, 'recordings', s.id));
  return { exported, answered, sendingSeconds, checks, spoolsGone, bytes: sent[0]?.bytes ?? 0 };
}

export async function benchSpeechExport(): Promise<string[]> {
  const tracks = await conversationTracks();
  const app = await startSpeechApp({ db: DB, provider: 'browser', audio: UNLIMITED });
  try {
    const sessions = await seedRecordingSessions(app.server, RUNS);
    const lines = [
      `speech-export (${DB}): ${MINUTES}-minute interview, two participants, ${RUNS} runs; load average before ${loadAverage()}`,
    ];
    const times: number[] = [];
    for (const s of sessions) {
      const r = await exportRun(app, s, tracks);
      times.push(r.exported);
      lines.push(
        `  close → both audio_exports rows: ${ms(r.exported)} (POST answered in ${ms(r.answered)}); spools of ${(r.bytes / 1e6).toFixed(1)} MB each written over the sockets in ${r.sendingSeconds.toFixed(1)} s; spools deleted: ${r.spoolsGone}`,
        ...r.checks.map((c) => `    ${c}`),
      );
    }
    lines.push(
      `  close → both rows over ${RUNS} runs: p50=${ms(percentile(times, 50))} max=${ms(Math.max(...times))} (target ≤ 2 s); load average after ${loadAverage()}`,
    );
    return lines;
  } finally {
    await app.close();
  }
}
