import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { UtteranceSegmenter } from '../providers/vad/utterance-segmenter.ts';
import { parseBinaryFrame, parseTextFrame, serviceMessage, ticks } from './azure-speech-wire.ts';

export type FakeAzurePhrase = {
  text: string;
  /** The diarized speaker ("Guest-1"); hypotheses carry it only when intermediate diarization is on. */
  speakerId?: string;
  status?: 'Success' | 'NoMatch' | 'InitialSilenceTimeout';
};
/** What the fake "recognises" for the `index`-th utterance it hears (audio: PCM16 16 kHz). */
export type FakeAzureScript =
  | (string | FakeAzurePhrase)[]
  | ((index: number, pcm: Buffer) => string | FakeAzurePhrase);

export type FakeAzureOptions = {
  phrases?: FakeAzureScript;
  /** Time the fake takes to recognise an utterance once it has ended, in ms. */
  delayMs?: number;
  /** The subscription key clients must present; any other is refused with 401. */
  key?: string;
  /** Refuses every WebSocket upgrade with this HTTP status, as the service does for a bad key (401). */
  refuse?: 401 | 403 | 429 | 503;
  /** Accepts connections and audio but never answers. */
  silent?: boolean;
  /** A hypothesis is sent every this much speech, in ms. */
  hypothesisEveryMs?: number;
};

/** One SDK connection, as the fake saw it. */
export type FakeAzureConnection = {
  path: string;
  query: URLSearchParams;
  key: string | undefined;
  /** The `speech.context` JSON the SDK sent (diarization settings, language). */
  context: Record<string, unknown> | undefined;
  audioBytes: number;
  ended: boolean;
};

/**
 * A local Azure Speech service speaking the SDK's WebSocket protocol: it listens to the audio,
 * finds utterances in it, and answers `turn.start`, `speech.startDetected`, `speech.hypothesis`
 * while an utterance is spoken, `speech.phrase` once it ends (after `delayMs`), and
 * `speech.endDetected` + `turn.end` when the audio ends. Point `SpeechConfig.fromEndpoint` at `endpoint`.
 */
export class FakeAzureSpeech {
  readonly connections: FakeAzureConnection[] = [];
  /** WebSocket upgrades asked for, refused ones included. */
  upgrades = 0;
  /** Refuses upgrades with this HTTP status from now on (undefined: accept). */
  refuse: FakeAzureOptions['refuse'];
  private readonly http = createServer((_req, res) => res.writeHead(404).end());
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private readonly options: FakeAzureOptions = {}) {
    this.refuse = options.refuse;
    this.http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      this.upgrades += 1;
      const key = req.headers['ocp-apim-subscription-key'];
      const status = this.refuse ?? (this.options.key && key !== this.options.key ? 401 : undefined);
      if (status) {
        socket.end(`HTTP/1.1 ${status} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.serve(ws, req));
    });
    this.http.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /** Starts listening; resolves to the endpoint URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.port = (this.http.address() as AddressInfo).port;
    return this.endpoint;
  }

  get endpoint(): string {
    return `ws://127.0.0.1:${this.port}/speech/recognition/conversation/cognitiveservices/v1`;
  }

  async close(): Promise<void> {
    for (const ws of this.wss.clients) ws.terminate();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  private serve(ws: WebSocket, req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'ws://fake');
    const key = req.headers['ocp-apim-subscription-key'];
    const connection: FakeAzureConnection = {
      path: url.pathname,
      query: url.searchParams,
      key: typeof key === 'string' ? key : undefined,
      context: undefined,
      audioBytes: 0,
      ended: false,
    };
    this.connections.push(connection);
    const { delayMs = 0, hypothesisEveryMs = 300, silent = false } = this.options;
    let requestId = '';
    let turnStarted = false;
    let heard = 0;
    let hypothesesSent = 0;
    let replies = Promise.resolve();
    const send = (path: string, body: unknown) => {
      if (!silent && ws.readyState === ws.OPEN) ws.send(serviceMessage(path, requestId, body));
    };
    const diarizeIntermediates = () => {
      const phrase = connection.context?.phraseDetection as { speakerDiarization?: Record<string, unknown> };
      return phrase?.speakerDiarization?.diarizeIntermediates === true;
    };

    const segmenter = new UtteranceSegmenter(({ pcm, startMs, endMs }) => {
      const phrase = this.phraseFor(heard, pcm);
      heard += 1;
      hypothesesSent = 0;
      replies = replies.then(async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const timing = { Offset: ticks(startMs), Duration: ticks(endMs - startMs) };
        const status = phrase.status ?? 'Success';
        send('speech.phrase', {
          RecognitionStatus: status,
          ...(status === 'Success' ? { DisplayText: phrase.text } : {}),
          ...timing,
          SpeakerId: phrase.speakerId ?? 'Guest-1',
        });
      });
    });

    const hypothesis = () => {
      const current = segmenter.inProgress();
      if (!current) return;
      const due = Math.floor((current.endMs - current.startMs) / hypothesisEveryMs);
      if (due <= hypothesesSent) return;
      if (hypothesesSent === 0) send('speech.startDetected', { Offset: ticks(current.startMs) });
      hypothesesSent = due;
      const phrase = this.phraseFor(heard, Buffer.concat(current.frames));
      if ((phrase.status ?? 'Success') !== 'Success') return;
      const words = phrase.text
        .replace(/[.,!?]/g, '')
        .toLowerCase()
        .split(/\s+/);
      const text = words.slice(0, Math.min(due, Math.max(1, words.length - 1))).join(' ');
      const speaker = diarizeIntermediates() ? (phrase.speakerId ?? 'Guest-1') : 'Unknown';
      const timing = { Offset: ticks(current.startMs), Duration: ticks(current.endMs - current.startMs) };
      send('speech.hypothesis', { Text: text, ...timing, SpeakerId: speaker });
    };

    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) {
        const message = parseTextFrame(data.toString('utf8'));
        requestId = message.headers['x-requestid'] ?? requestId;
        if (message.headers.path === 'speech.context')
          connection.context = JSON.parse(message.body.toString());
        return;
      }
      const frame = parseBinaryFrame(data);
      if (frame?.headers.path !== 'audio') return;
      requestId = frame.headers['x-requestid'] ?? requestId;
      // The first audio payload of a turn is a 44-byte RIFF header.
      const pcm = frame.headers['content-type'] ? frame.body.subarray(44) : frame.body;
      if (!turnStarted) {
        turnStarted = true;
        send('turn.start', { context: { serviceTag: 'fake' } });
      }
      if (frame.body.length === 0) {
        connection.ended = true;
        segmenter.flush();
        replies = replies.then(() => {
          send('speech.endDetected', {});
          send('turn.end', {});
        });
        return;
      }
      connection.audioBytes += pcm.length;
      segmenter.write(pcm);
      hypothesis();
    });
  }

  private phraseFor(index: number, pcm: Buffer): FakeAzurePhrase {
    const { phrases = [] } = this.options;
    const phrase = typeof phrases === 'function' ? phrases(index, pcm) : phrases[index];
    if (phrase === undefined) return { text: '', status: 'NoMatch' }; // the script has run out
    return typeof phrase === 'string' ? { text: phrase } : phrase;
  }
}
