import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { LIVE_CLOSE } from '#contracts/realtime.ts';
import {
  RECORDING_STORAGE_FULL_CODE,
  RECORDING_STORAGE_FULL_MESSAGE,
  SPEECH_CLOSE,
  type SpeechServerMessage,
} from '#contracts/speech.ts';
import type { RecordingQuota } from '../recordings/recording-quota.ts';
import type { Recordings } from '../recordings/recordings.service.ts';
import type { AudioAdmission } from './audio-admission.ts';
import { decodeFrame } from './audio-frames.ts';
import { type AudioIngest, type IngestDeps, openAudioIngest } from './audio-ingest.ts';
import type { AudioSocketLeases } from './audio-socket-leases.ts';
import { createFloodGauge, type FloodLimits } from './flood-gauge.ts';
import {
  createUploadStreams,
  DEFAULT_UPLOAD_STREAM_LIMITS,
  type UploadStreamLimits,
  uploadKey,
} from './upload-streams.ts';

export type AudioSocketLimits = FloodLimits & {
  heartbeatMs: number;
  authCheckMs: number;
  /** Above this many queued bytes, `audio_processed` and partial echoes are skipped. */
  sendBufferBytes: number;
  /** How long, and how many, uploads' byte counts are kept for their reconnects. */
  uploads?: Partial<UploadStreamLimits>;
  /**
   * How long an upload's ingest (its segmenter and provider stream) waits for the next socket
   * after its last one dropped, so an utterance cut by a reconnect goes on whole.
   */
  captureKeepMs?: number;
};

/** The browser's reconnects wait 2, 4, 8, 16 and 32 s: the utterance waits that long. */
export const DEFAULT_CAPTURE_KEEP_MS = 65_000;

/** One upload's ingest, shared by the sockets that carry it one after another. */
type Capture = {
  key: string | undefined;
  sessionId: string;
  ingest: AudioIngest;
  sockets: number;
  idle?: NodeJS.Timeout;
  ended?: Promise<void>;
};

type Deps = {
  recordings: Pick<Recordings, 'spools' | 'follow' | 'setStreamEnder'>;
  ingest: IngestDeps;
  limits: AudioSocketLimits;
  /** The user's sockets counted across instances (taken at admission, released here). */
  leases: Pick<AudioSocketLeases, 'renew' | 'release' | 'releaseAll'>;
  /** The owner's recording quota: a capture writes only within it. */
  quota: Pick<RecordingQuota, 'meter'>;
  stillSignedIn(token: string): Promise<boolean>;
  onError(error: unknown): void;
};

type Client = AudioAdmission & {
  socket: WebSocket;
  token: string;
  capture: Capture;
  alive: boolean;
  /** The client's upload this socket carries (upload-streams.ts), when it named one. */
  uploadKey: string | undefined;
  finishing?: Promise<void>;
};

/** Every audio socket of this process: frames in, ingest per socket, ended with their session. */
export function createAudioSockets(options: Deps) {
  const { recordings, ingest: deps, limits, leases, quota, stillSignedIn, onError } = options;
  const clients = new Set<Client>();
  const uploads = createUploadStreams({ ...DEFAULT_UPLOAD_STREAM_LIMITS, ...limits.uploads });
  const open = (socket: WebSocket) => socket.readyState === WebSocket.OPEN;

  const captures = new Map<string, Capture>();
  const keepMs = limits.captureKeepMs ?? DEFAULT_CAPTURE_KEEP_MS;

  const endCapture = (capture: Capture): Promise<void> => {
    clearTimeout(capture.idle);
    if (capture.key && captures.get(capture.key) === capture) captures.delete(capture.key);
    capture.ended ??= capture.ingest.end().catch(onError);
    return capture.ended;
  };

  /**
   * A socket takes no more audio. Its upload's ingest ends with it when the upload named no id or
   * `endCapture` is asked (the session ends, the server stops); otherwise it waits for the next
   * socket of the upload for a while.
   */
  const finish = (client: Client, code?: number, reason?: string, ending = false): Promise<void> => {
    const { capture } = client;
    if (!client.finishing) {
      if (client.uploadKey) uploads.detach(client.uploadKey);
      capture.sockets--;
      if (client.leaseId) void leases.release(client.leaseId).catch(onError);
    }
    client.finishing ??= (async () => {
      if (ending || !capture.key) await endCapture(capture);
      else if (capture.sockets === 0 && !capture.ended) {
        clearTimeout(capture.idle);
        capture.idle = setTimeout(() => void endCapture(capture), keepMs);
        capture.idle.unref();
      }
    })().finally(() => {
      clients.delete(client);
      if (code !== undefined && open(client.socket)) client.socket.close(code, reason);
    });
    return ending
      ? Promise.all([client.finishing, endCapture(capture)]).then(() => undefined)
      : client.finishing;
  };
  const finishAll = (
    which: (c: { sessionId: string; token?: string }) => boolean,
    code: number,
    reason: string,
    ending: boolean,
  ) =>
    Promise.all([
      ...[...clients].filter(which).map((c) => finish(c, code, reason, ending)),
      ...(ending ? [...captures.values()].filter(which).map(endCapture) : []),
    ]).then(() => undefined);
  recordings.setStreamEnder((sessionId, reason) =>
    finishAll((c) => c.sessionId === sessionId, LIVE_CLOSE.normal, reason, true),
  );

  const receive = (
    client: Client,
    gauge: (size: number) => boolean,
    data: WebSocket.RawData,
    isBinary: boolean,
  ) => {
    if (client.finishing) return;
    const size = Buffer.isBuffer(data) ? data.length : 0;
    if (!gauge(size)) return void finish(client, LIVE_CLOSE.policy, 'too many messages');
    const frame = decodeFrame(client.action, data, isBinary);
    const send = (message: SpeechServerMessage) =>
      open(client.socket) && client.socket.send(JSON.stringify(message));
    if ('error' in frame) return void send({ type: 'error', data: { error: frame.error, code: frame.code } });
    const { ingest } = client.capture;
    const failedBefore = ingest.spoolFailed();
    if (!ingest.take(frame.pcm) && !client.socket.isPaused) {
      client.socket.pause();
      void ingest.drained().then(() => client.socket.resume());
    }
    if (!failedBefore && ingest.spoolFailed()) {
      send({ type: 'error', data: { error: 'The server could not save this audio', code: 'internal' } });
    }
  };

  const heartbeat = setInterval(() => {
    if (clients.size) void leases.renew().catch(onError);
    for (const client of clients) {
      if (!client.alive) client.socket.terminate();
      client.alive = false;
      if (open(client.socket)) client.socket.ping();
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  const authCheck = setInterval(async () => {
    for (const token of new Set([...clients].map((c) => c.token))) {
      const signedIn = await stillSignedIn(token).catch(() => true);
      if (!signedIn) void finishAll((c) => c.token === token, LIVE_CLOSE.policy, 'signed out', false);
    }
  }, limits.authCheckMs);
  authCheck.unref();

  return {
    /** Takes over an upgraded socket that was admitted (audio-admission.ts). */
    accept(socket: WebSocket, admitted: AudioAdmission & { token: string }): void {
      const { userId, sessionId, speaker, action, audioType, uploadId } = admitted;
      const send = (message: SpeechServerMessage) => {
        if (!open(socket)) return;
        const optional = message.type === 'audio_processed' || message.type === 'transcription';
        if (optional && socket.bufferedAmount > limits.sendBufferBytes) return;
        socket.send(JSON.stringify(message));
      };
      const channel = `${action}:${audioType ?? speaker}`;
      const key = uploadId ? uploadKey({ userId, sessionId, channel, uploadId }) : undefined;
      const tally = key ? uploads.attach(key) : { bytes: 0 };
      // The upload's ingest goes on where the last socket left it (the utterance being said too).
      let capture = key ? captures.get(key) : undefined;
      if (capture && !capture.ended) {
        clearTimeout(capture.idle);
        capture.ingest.rebind(send);
      } else {
        // The quota is full: the capture's sockets hear why, and close for good.
        const full = () => {
          for (const c of clients) {
            if (c.capture !== started) continue;
            const message = { error: RECORDING_STORAGE_FULL_MESSAGE, code: RECORDING_STORAGE_FULL_CODE };
            if (open(c.socket)) c.socket.send(JSON.stringify({ type: 'error', data: message }));
            void finish(c, SPEECH_CLOSE.storageFull, 'recording storage full', true);
          }
        };
        const spool = quota.meter(recordings.spools.acquire(sessionId, speaker), admitted, full);
        const ingest = openAudioIngest(deps, {
          ...admitted,
          streamId: randomUUID(),
          spool,
          send,
          echo: action === 'start_streaming',
          transcribedInBrowser: !deps.provider && audioType !== 'system_audio',
          tally,
        });
        const started: Capture = { key, sessionId, ingest, sockets: 0 };
        capture = started;
        if (key) captures.set(key, capture);
      }
      capture.sockets++;
      // A socket of the upload still open here (its drop not noticed yet) takes no more audio.
      for (const other of clients) {
        if (key && other.uploadKey === key) void finish(other, LIVE_CLOSE.policy, 'reconnected');
      }
      // First of all, what the server already has of the upload: the client sends the rest.
      send({ type: 'audio_processed', data: { bytes: tally.bytes } });
      recordings.follow(sessionId);
      const client: Client = { ...admitted, socket, capture, alive: true, uploadKey: key };
      const gauge = createFloodGauge(limits);
      socket.on('message', (data, isBinary) => receive(client, gauge, data, isBinary));
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.once('close', () => void finish(client));
      clients.add(client);
      if (action === 'start_streaming')
        send({ type: 'ready', data: { provider: deps.provider?.name ?? 'browser' } });
    },

    /** Shutdown: each stream's last finals are committed, then its socket closes with 1012. */
    async stop(): Promise<void> {
      clearInterval(heartbeat);
      clearInterval(authCheck);
      await finishAll(() => true, LIVE_CLOSE.restart, 'server restarting', true);
      await leases.releaseAll().catch(onError);
    },
  };
}
export type AudioSockets = ReturnType<typeof createAudioSockets>;
