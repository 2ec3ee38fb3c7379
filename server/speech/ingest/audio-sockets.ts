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
import type { TracksRepository } from '../recordings/tracks.repository.ts';
import type { AudioAdmission } from './audio-admission.ts';
import { decodeFrame } from './audio-frames.ts';
import { type AudioIngest, type IngestDeps, openAudioIngest } from './audio-ingest.ts';
import type { AudioSocketLeases } from './audio-socket-leases.ts';
import { createFloodGauge, type FloodLimits } from './flood-gauge.ts';
import { uploadKey } from './upload-key.ts';

export type AudioSocketLimits = FloodLimits & {
  heartbeatMs: number;
  authCheckMs: number;
  /** Above this many queued bytes, `audio_processed` and partial echoes are skipped. */
  sendBufferBytes: number;
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

/** Frames a socket may send before its upload is taken over (a client waits for the count first). */
const EARLY_FRAMES_MAX = 32;

type Deps = {
  recordings: Pick<Recordings, 'spools' | 'follow' | 'setStreamEnder'>;
  /** Where an upload's stored byte count is kept, for a socket that comes back to any instance. */
  tracks: Pick<TracksRepository, 'takeUpload'>;
  ingest: IngestDeps;
  limits: AudioSocketLimits;
  /** The user's sockets counted across instances (taken at admission, released here). */
  leases: Pick<AudioSocketLeases, 'renew' | 'release' | 'releaseAll'>;
  /** The owner's recording quota: a capture writes only within it. */
  quota: Pick<RecordingQuota, 'meter'>;
  /** Runs a capture's opening (its database work) within the instance's share for openings. */
  opening<T>(work: () => Promise<T>): Promise<T>;
  stillSignedIn(token: string): Promise<boolean>;
  onError(error: unknown): void;
};

type Client = AudioAdmission & {
  socket: WebSocket;
  token: string;
  capture: Capture;
  alive: boolean;
  /** The client's upload this socket carries (`audio_uploads`), when it named one. */
  uploadKey: string | undefined;
  finishing?: Promise<void>;
};

/** Every audio socket of this process: frames in, ingest per socket, ended with their session. */
export function createAudioSockets(options: Deps) {
  const {
    recordings,
    tracks,
    ingest: deps,
    limits,
    leases,
    quota,
    opening,
    stillSignedIn,
    onError,
  } = options;
  const clients = new Set<Client>();
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
    /**
     * Takes over an upgraded socket that was admitted (audio-admission.ts). A socket naming an
     * upload takes it over in the database first, wherever its earlier sockets went: its first
     * message is the upload's bytes already stored (or taken here), and it reads no frame before.
     */
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
      const gauge = createFloodGauge(limits);
      const early: [WebSocket.RawData, boolean][] = [];
      let client: Client | undefined;
      let closed = false;
      socket.pause();
      socket.on('message', (data, isBinary) => {
        if (client) receive(client, gauge, data, isBinary);
        else if (early.length < EARLY_FRAMES_MAX) early.push([data, isBinary]);
        else socket.close(LIVE_CLOSE.policy, 'too many messages');
      });
      socket.on('pong', () => {
        if (client) client.alive = true;
      });
      socket.once('close', () => {
        closed = true;
        if (client) void finish(client);
      });

      const start = async (): Promise<{ capture: Capture; resumeAt: number }> => {
        // The upload's ingest goes on where the last socket here left it (the utterance being said too).
        const local = key ? captures.get(key) : undefined;
        if (local && !local.ended) {
          clearTimeout(local.idle);
          local.ingest.rebind(send);
          return { capture: local, resumeAt: local.ingest.taken() };
        }
        const hold = key ? await tracks.takeUpload(key, sessionId) : undefined;
        const capture: Capture = { key, sessionId, ingest: undefined as unknown as AudioIngest, sockets: 0 };
        // The quota is full: the capture's sockets hear why, and close for good.
        const full = () => {
          for (const c of clients) {
            if (c.capture !== capture) continue;
            const message = { error: RECORDING_STORAGE_FULL_MESSAGE, code: RECORDING_STORAGE_FULL_CODE };
            if (open(c.socket)) c.socket.send(JSON.stringify({ type: 'error', data: message }));
            void finish(c, SPEECH_CLOSE.storageFull, 'recording storage full', true);
          }
        };
        const spool = recordings.spools.acquire(sessionId, speaker, {
          upload: hold,
          // A socket of the upload opened on another instance: this capture's sockets stop.
          onSuperseded: () =>
            void finishAll(
              (c) => c === capture || ('capture' in c && c.capture === capture),
              LIVE_CLOSE.policy,
              'reconnected',
              true,
            ),
        });
        capture.ingest = openAudioIngest(deps, {
          ...admitted,
          streamId: randomUUID(),
          spool: quota.meter(spool, admitted, full),
          send,
          echo: action === 'start_streaming',
          transcribedInBrowser: !deps.provider && audioType !== 'system_audio',
          resumed: (hold?.bytes ?? 0) > 0,
        });
        if (key) captures.set(key, capture);
        return { capture, resumeAt: hold?.bytes ?? 0 };
      };

      opening(start).then(
        ({ capture, resumeAt }) => {
          capture.sockets++;
          // A socket of the upload still open here (its drop not noticed yet) takes no more audio.
          for (const other of clients) {
            if (key && other.uploadKey === key) void finish(other, LIVE_CLOSE.policy, 'reconnected');
          }
          // First of all, what the server already has of the upload: the client sends the rest.
          send({ type: 'audio_processed', data: { bytes: resumeAt } });
          recordings.follow(sessionId);
          const taken: Client = { ...admitted, socket, capture, alive: true, uploadKey: key };
          clients.add(taken);
          client = taken;
          if (closed) return void finish(taken);
          for (const [data, isBinary] of early.splice(0)) receive(taken, gauge, data, isBinary);
          socket.resume();
          if (action === 'start_streaming')
            send({ type: 'ready', data: { provider: deps.provider?.name ?? 'browser' } });
        },
        (error: unknown) => {
          onError(error);
          if (admitted.leaseId) void leases.release(admitted.leaseId).catch(onError);
          send({ type: 'error', data: { error: 'The server could not take this audio', code: 'internal' } });
          if (open(socket)) socket.close(LIVE_CLOSE.tryAgain, 'try again');
        },
      );
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
