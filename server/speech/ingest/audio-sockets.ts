import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { LIVE_CLOSE } from '#contracts/realtime.ts';
import type { SpeechServerMessage } from '#contracts/speech.ts';
import type { SpoolPaths } from '../recordings/recording-paths.ts';
import type { Recordings } from '../recordings/recordings.service.ts';
import type { AudioAdmission } from './audio-admission.ts';
import { decodeFrame } from './audio-frames.ts';
import { type AudioIngest, type IngestDeps, openAudioIngest } from './audio-ingest.ts';
import { createFloodGauge, type FloodLimits } from './flood-gauge.ts';
import {
  createUploadStreams,
  DEFAULT_UPLOAD_STREAM_LIMITS,
  type UploadStreamLimits,
  uploadKey,
} from './upload-streams.ts';

export type AudioSocketLimits = FloodLimits & {
  maxSocketsPerUser: number;
  heartbeatMs: number;
  authCheckMs: number;
  /** Above this many queued bytes, `audio_processed` and partial echoes are skipped. */
  sendBufferBytes: number;
  /** How long, and how many, uploads' byte counts are kept for their reconnects. */
  uploads?: Partial<UploadStreamLimits>;
};

type Deps = {
  recordings: Pick<Recordings, 'spools' | 'follow' | 'setStreamEnder'>;
  paths: SpoolPaths;
  ingest: IngestDeps;
  limits: AudioSocketLimits;
  stillSignedIn(token: string): Promise<boolean>;
  onError(error: unknown): void;
};

type Client = AudioAdmission & {
  socket: WebSocket;
  token: string;
  ingest: AudioIngest;
  alive: boolean;
  /** The client's upload this socket carries (upload-streams.ts), when it named one. */
  uploadKey: string | undefined;
  finishing?: Promise<void>;
};

/** Every audio socket of this process: frames in, ingest per socket, ended with their session. */
export function createAudioSockets({
  recordings,
  paths,
  ingest: deps,
  limits,
  stillSignedIn,
  onError,
}: Deps) {
  const clients = new Set<Client>();
  const uploads = createUploadStreams({ ...DEFAULT_UPLOAD_STREAM_LIMITS, ...limits.uploads });
  const open = (socket: WebSocket) => socket.readyState === WebSocket.OPEN;

  const finish = (client: Client, code?: number, reason?: string): Promise<void> => {
    if (!client.finishing && client.uploadKey) uploads.detach(client.uploadKey);
    client.finishing ??= client.ingest
      .end()
      .catch(onError)
      .finally(() => {
        clients.delete(client);
        if (code !== undefined && open(client.socket)) client.socket.close(code, reason);
      });
    return client.finishing;
  };
  const finishAll = (which: (c: Client) => boolean, code: number, reason: string) =>
    Promise.all([...clients].filter(which).map((c) => finish(c, code, reason))).then(() => undefined);
  recordings.setStreamEnder((sessionId, reason) =>
    finishAll((c) => c.sessionId === sessionId, LIVE_CLOSE.normal, reason),
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
    const failedBefore = client.ingest.spoolFailed();
    if (!client.ingest.take(frame.pcm) && !client.socket.isPaused) {
      client.socket.pause();
      void client.ingest.drained().then(() => client.socket.resume());
    }
    if (!failedBefore && client.ingest.spoolFailed()) {
      send({ type: 'error', data: { error: 'The server could not save this audio', code: 'internal' } });
    }
  };

  const heartbeat = setInterval(() => {
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
      if (!signedIn) void finishAll((c) => c.token === token, LIVE_CLOSE.policy, 'signed out');
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
      // A socket of the upload still open here (its drop not noticed yet) takes no more audio.
      for (const other of clients) {
        if (key && other.uploadKey === key) void finish(other, LIVE_CLOSE.policy, 'reconnected');
      }
      const tally = key ? uploads.attach(key) : { bytes: 0 };
      // First of all, what the server already has of the upload: the client sends the rest.
      send({ type: 'audio_processed', data: { bytes: tally.bytes } });
      const ingest = openAudioIngest(deps, {
        ...admitted,
        streamId: randomUUID(),
        spool: recordings.spools.acquire(sessionId, speaker),
        gapFile: paths.gaps(sessionId, speaker),
        send,
        echo: action === 'start_streaming',
        transcribedInBrowser: !deps.provider && audioType !== 'system_audio',
        tally,
      });
      recordings.follow(sessionId);
      const client: Client = { ...admitted, socket, ingest, alive: true, uploadKey: key };
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

    atCapacity(userId: string): boolean {
      let n = 0;
      for (const c of clients) if (c.userId === userId) n++;
      return n >= limits.maxSocketsPerUser;
    },

    /** Shutdown: each stream's last finals are committed, then its socket closes with 1012. */
    async stop(): Promise<void> {
      clearInterval(heartbeat);
      clearInterval(authCheck);
      await finishAll(() => true, LIVE_CLOSE.restart, 'server restarting');
    },
  };
}
export type AudioSockets = ReturnType<typeof createAudioSockets>;
