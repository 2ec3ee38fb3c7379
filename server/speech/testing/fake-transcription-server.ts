import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readWavHeader, WAV_HEADER_BYTES, type WavInfo } from '#server/speech/wav.ts';
import { readMultipart } from './multipart-form.ts';

/**
 * A scripted refusal: an HTTP status, `hang` (the request is never answered) or `reset` (the
 * connection is cut without an answer).
 */
export type TranscriptionFailure = 401 | 403 | 429 | 500 | 503 | 'hang' | 'reset';

/** One accepted upload, as the fake saw it. */
export type TranscriptionRequest = {
  model: string;
  language: string | undefined;
  responseFormat: string | undefined;
  fileName: string;
  contentType: string;
  wav: WavInfo;
  /** The PCM16 samples after the WAV header. */
  pcm: Buffer;
  authorization: string | undefined;
  receivedAt: number;
  /** Whisper's `prompt` field, when sent. */
  prompt: string | undefined;
  /** What the fake answered: 200, a scripted refusal, `hang` or `reset`. */
  status: number | 'hang' | 'reset';
};

export type FakeTranscriptionOptions = {
  /** The model clients must ask for; any other answers 404 as OpenAI does. */
  model?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401). */
  apiKey?: string;
  /** Texts answered in request order; after them, `transcript`; then ''. */
  script?: string[];
  /** The text for an upload, computed from its audio. */
  transcript?: (request: TranscriptionRequest) => string | Promise<string>;
  /** Fixed time the fake "recognises" before answering, in ms. */
  delayMs?: number;
  /** Refusals answered, one per request, before normal answers resume. */
  failures?: TranscriptionFailure[];
  /** A refusal answered to every request (after `failures`), until `setMode('ok')`. */
  mode?: TranscriptionFailure | 'ok';
  /** Retry-After sent with 429 (seconds). */
  retryAfter?: string;
};

/**
 * A local OpenAI-style transcription peer: `POST /v1/audio/transcriptions`, multipart with `model`
 * and a `file` that must be a `.wav` sent as `audio/wav` holding PCM16 mono (the shape OpenAI,
 * speaches and whisper.cpp's server accept). Answers `{"text": …}`, or OpenAI's error shape.
 */
export async function startFakeTranscriptionServer(options: FakeTranscriptionOptions = {}) {
  const requests: TranscriptionRequest[] = [];
  const failures = [...(options.failures ?? [])];
  const script = [...(options.script ?? [])];
  const sockets = new Set<Socket>();
  const state = { delayMs: options.delayMs ?? 0, inFlight: 0, maxInFlight: 0, mode: options.mode ?? 'ok' };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) fail(res, 500, 'server_error', String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/audio/transcriptions')
      return fail(res, 404, 'not_found', `No route ${req.method} ${req.url}`);
    const authorization = req.headers.authorization;
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`)
      return fail(res, 401, 'invalid_api_key', 'Incorrect API key provided.');
    const form = await readMultipart(req);
    const file = form.files.find((f) => f.field === 'file');
    if (!file) return fail(res, 400, 'invalid_request_error', "Missing required parameter: 'file'.");
    const model = form.fields.model ?? '';
    if (!model) return fail(res, 400, 'invalid_request_error', "Missing required parameter: 'model'.");
    if (options.model && model !== options.model)
      return fail(res, 404, 'model_not_found', `The model '${model}' does not exist`);
    if (!file.fileName.endsWith('.wav') || file.contentType !== 'audio/wav')
      return fail(
        res,
        400,
        'invalid_request_error',
        'Unrecognized file format: expected a .wav file of audio/wav',
      );
    const wav = readWavHeader(file.data);
    const valid = wav && wav.channels === 1 && wav.bitsPerSample === 16 && wav.sampleRate === 16_000;
    if (!wav || !valid || wav.dataBytes !== file.data.length - WAV_HEADER_BYTES)
      return fail(res, 400, 'invalid_request_error', 'Invalid file format: not a 16 kHz mono PCM16 WAV');
    const request: TranscriptionRequest = {
      model,
      language: form.fields.language,
      prompt: form.fields.prompt,
      responseFormat: form.fields.response_format,
      fileName: file.fileName,
      contentType: file.contentType,
      wav,
      pcm: file.data.subarray(WAV_HEADER_BYTES),
      authorization,
      receivedAt: Date.now(),
      status: failures[0] ?? (state.mode === 'ok' ? 200 : state.mode),
    };
    requests.push(request);
    const failure = failures.shift() ?? (state.mode === 'ok' ? undefined : state.mode);
    if (failure === 'hang') return; // never answered; closed with the server
    if (failure === 'reset') return void req.socket.destroy();
    if (failure) return refuse(res, failure);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      const text = script.length
        ? (script.shift() ?? '')
        : options.transcript
          ? await options.transcript(request)
          : '';
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    } finally {
      state.inFlight -= 1;
    }
  }

  function refuse(res: ServerResponse, status: Exclude<TranscriptionFailure, 'hang' | 'reset'>) {
    if (status === 429) res.setHeader('retry-after', options.retryAfter ?? '0');
    const [code, message] = REFUSALS[status];
    fail(res, status, code, message);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL with `/v1`, as `TRANSCRIBE_BASE_URL` takes it. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Most requests the fake was answering at once. */
    get maxInFlight() {
      return state.maxInFlight;
    },
    /** Changes the answer delay from now on. */
    setDelay(ms: number) {
      state.delayMs = ms;
    },
    /** Refuses every request from now on (or answers again with 'ok'). */
    setMode(mode: TranscriptionFailure | 'ok') {
      state.mode = mode;
    },
    /** Queues refusals for the next requests. */
    fail(...next: TranscriptionFailure[]) {
      failures.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type FakeTranscriptionServer = Awaited<ReturnType<typeof startFakeTranscriptionServer>>;

const REFUSALS: Record<Exclude<TranscriptionFailure, 'hang' | 'reset'>, [string, string]> = {
  401: ['invalid_api_key', 'Incorrect API key provided.'],
  403: ['unsupported_country_region_territory', 'Country, region, or territory not supported'],
  429: ['rate_limit_exceeded', 'Rate limit reached for requests'],
  500: ['server_error', 'The server had an error while processing your request.'],
  503: ['server_error', 'The engine is currently overloaded, please try again later'],
};

function fail(res: ServerResponse, status: number, code: string, message: string) {
  const type = status >= 500 ? 'server_error' : 'invalid_request_error';
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}
