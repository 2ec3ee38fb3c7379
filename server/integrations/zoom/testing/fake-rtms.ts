import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import type { RtmsStart } from '#server/integrations/zoom/rtms-client/rtms-client.ts';
import { checkHandshake, type FakeRtmsCredentials, type HandshakeRequest } from './fake-rtms-handshakes.ts';
import {
  createFakeStream,
  type FakeStream,
  type FakeStreamLog,
  type FakeStreamScript,
} from './fake-rtms-stream.ts';

export type FakeRtmsOptions = Partial<FakeStreamScript> & {
  credentials: FakeRtmsCredentials;
  /** Refuse every media handshake with this status code (a media server that turns us away). */
  refuseMedia?: number;
  /** Offer Zoom's transcript (`server_urls.transcript`) in the signaling answer. */
  offerTranscripts?: boolean;
};

const DEFAULT_SCRIPT: FakeStreamScript = {
  participants: [
    { userId: 16778240, userName: 'Interviewer', hz: 220 },
    { userId: 16779264, userName: 'Candidate', hz: 330 },
  ],
  frames: 50,
  paceMs: undefined,
  keepAliveMs: 50,
  maxMissedKeepAlives: 3,
  drop: undefined,
  stallMedia: undefined,
  transcriptEvery: undefined,
  audio: undefined,
};

/**
 * A Zoom RTMS server on loopback (integrations.md §1.7): `/signaling` and `/media` WebSockets that
 * check each handshake's signature, stream audio for two participants once the client is ready,
 * send keep-alives and expect answers, fault on cue (one drop, one stall) and end the stream.
 */
export async function startFakeRtms(options: FakeRtmsOptions) {
  const { credentials, refuseMedia, offerTranscripts, ...script } = options;
  const streams = new Map<string, FakeStream>();
  const http = createServer((_req, res) => res.writeHead(404).end());
  const servers = {
    signaling: new WebSocketServer({ noServer: true }),
    media: new WebSocketServer({ noServer: true }),
  };
  http.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'ws://fake').pathname.slice(1);
    const server = path === 'signaling' || path === 'media' ? servers[path] : undefined;
    if (!server) return void socket.destroy();
    server.handleUpgrade(req, socket, head, (ws) => greet(ws, path as 'signaling' | 'media'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;

  function greet(ws: WebSocket, which: 'signaling' | 'media') {
    ws.once('message', (raw) => {
      const request = parseRequest(raw);
      const streamId = String(request.rtms_stream_id);
      const stream = streams.get(streamId);
      const wanted = which === 'signaling' ? 1 : 3;
      const known = stream && {
        meetingUuid: stream.meetingUuid,
        ended: stream.log.ended,
        signaled: stream.signaled,
      };
      let status = request.msg_type === wanted ? checkHandshake(credentials, request, known, which) : 16;
      if (status === 0 && which === 'media' && refuseMedia) status = refuseMedia;
      if (status !== 0 || !stream) {
        stream?.log.refusals.push({ socket: which, status });
        ws.send(JSON.stringify({ msg_type: wanted + 1, status_code: status, reason: 'refused' }));
        return void ws.close(1008, 'handshake refused');
      }
      if (which === 'signaling') {
        stream.attachSignaling(ws);
        const media = `${base}/media`;
        const server_urls = { audio: media, all: media, ...(offerTranscripts && { transcript: media }) };
        ws.send(
          JSON.stringify({
            msg_type: 2,
            protocol_version: 1,
            sequence: 0,
            status_code: 0,
            reason: '',
            media_server: { server_urls },
          }),
        );
      } else {
        stream.attachMedia(ws, request);
        const { media_params } = request;
        ws.send(
          JSON.stringify({
            msg_type: 4,
            protocol_version: 1,
            status_code: 0,
            reason: '',
            payload_encrypted: false,
            media_params,
          }),
        );
      }
    });
  }

  const get = (streamId: string): FakeStream => {
    const stream = streams.get(streamId);
    if (!stream) throw new Error(`No fake RTMS stream ${streamId}`);
    return stream;
  };

  return {
    /** The signaling address a `meeting.rtms_started` webhook would carry. */
    signalingUrl: `${base}/signaling`,

    /** A new stream (as Zoom does when RTMS starts in a meeting); `script` overrides the defaults. */
    start(
      ids: Partial<Omit<RtmsStart, 'serverUrls'>> = {},
      overrides: Partial<FakeStreamScript> = {},
    ): RtmsStart {
      const meetingUuid = ids.meetingUuid ?? `${randomBytes(16).toString('base64')}`;
      const streamId = ids.streamId ?? randomUUID().replaceAll('-', '');
      streams.set(
        streamId,
        createFakeStream({ meetingUuid, streamId }, { ...DEFAULT_SCRIPT, ...script, ...overrides }),
      );
      return { meetingUuid, streamId, serverUrls: `${base}/signaling` };
    },
    log: (streamId: string): FakeStreamLog => get(streamId).log,
    /** Resolves once the stream has ended (all frames sent, or `end`). */
    ended: (streamId: string): Promise<void> => get(streamId).ended,
    /** Ends the stream now: msg 8 TERMINATED with `reason`, then both sockets close with 1000. */
    end: (streamId: string, reason = 6) => get(streamId).end(reason),
    /** Sends a raw frame (text, or binary when a Buffer) on one of the stream's open sockets. */
    inject(streamId: string, which: 'signaling' | 'media', data: string | Buffer) {
      const socket = get(streamId).sockets()[which];
      if (socket?.readyState !== WebSocket.OPEN) throw new Error(`The ${which} socket is not open`);
      socket.send(data, { binary: Buffer.isBuffer(data) });
    },
    /** Whether each of the stream's sockets is open. */
    open(streamId: string) {
      const { signaling, media } = get(streamId).sockets();
      return {
        signaling: signaling?.readyState === WebSocket.OPEN,
        media: media?.readyState === WebSocket.OPEN,
      };
    },
    async close(): Promise<void> {
      for (const stream of streams.values()) stream.end(6);
      for (const server of Object.values(servers)) for (const ws of server.clients) ws.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
export type FakeRtms = Awaited<ReturnType<typeof startFakeRtms>>;

function parseRequest(raw: WebSocket.RawData): HandshakeRequest {
  try {
    const value: unknown = JSON.parse(String(raw));
    return value && typeof value === 'object' ? (value as HandshakeRequest) : {};
  } catch {
    return {};
  }
}
