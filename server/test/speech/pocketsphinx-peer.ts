import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';
import { readWavHeader } from '#server/speech/wav.ts';
import { INTERVIEW_SENTENCES } from './fixture-sentences.ts';
import { recognizeWav, type SphinxLanguage, sphinxArguments } from './pocketsphinx-recognizer.ts';
import { readTranscriptionForm, TRANSCRIPTION_MAX_FILE_BYTES } from './transcription-form.ts';

export { pocketsphinxAvailable } from './pocketsphinx-recognizer.ts';

/**
 * A local speech-to-text peer speaking OpenAI's transcription wire
 * (https://platform.openai.com/docs/api-reference/audio/createTranscription): `POST
 * /v1/audio/transcriptions`, multipart `file` + `model`, answering `{"text": …}`, and refusing
 * in OpenAI's error shape. Behind it, pocketsphinx really listens to the uploaded WAV.
 */
export type PocketsphinxPeerOptions = {
  /** What the recognizer may hear; by default a bigram model of the fixtures' sentences. */
  language?: SphinxLanguage;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Decoders running at once (each takes a core while it runs). */
  concurrency?: number;
};

export type PeerRequest = {
  status: number;
  model?: string;
  fileName?: string;
  mimeType?: string;
  /** Bytes of the uploaded file, header included. */
  fileBytes?: number;
  language?: string;
  /** Whisper's `prompt` field, when sent. */
  prompt?: string;
  text?: string;
  /** Time pocketsphinx took on this file (process start included). */
  recognitionMs?: number;
};

export type PocketsphinxPeer = {
  /** The base URL with `/v1`, as the OpenAI provider's `baseUrl` takes it. */
  url: string;
  requests: PeerRequest[];
  /** An outage: every request is answered with this status (503, 500, …) until `undefined`. */
  setDown(status: number | undefined): void;
  close(): Promise<void>;
};

class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param: string | null = null,
    readonly code: string | null = null,
    readonly type = status >= 500 ? 'server_error' : 'invalid_request_error',
  ) {
    super(message);
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function checkKey(req: IncomingMessage, apiKey: string | undefined) {
  if (apiKey === undefined) return;
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!given)
    throw new OpenAiError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    );
  if (given !== apiKey)
    throw new OpenAiError(
      401,
      `Incorrect API key provided: ${given.slice(0, 3)}***. You can find your API key at https://platform.openai.com/account/api-keys.`,
      null,
      'invalid_api_key',
    );
}

export async function startPocketsphinxPeer(
  options: PocketsphinxPeerOptions = {},
): Promise<PocketsphinxPeer> {
  const uploads = mkdtempSync(path.join(tmpdir(), 'ih-sphinx-peer-'));
  const language = options.language ?? { kind: 'bigram', sentences: INTERVIEW_SENTENCES.map((s) => s.text) };
  let args: string[];
  try {
    args = sphinxArguments(language, uploads);
  } catch (error) {
    rmSync(uploads, { recursive: true, force: true });
    throw error;
  }
  const decode = pLimit(options.concurrency ?? 1);
  const requests: PeerRequest[] = [];
  let uploadCount = 0;
  let down: number | undefined;

  async function transcribe(req: IncomingMessage, record: PeerRequest) {
    checkKey(req, options.apiKey);
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
      throw new OpenAiError(400, 'Invalid Content-Type header, expected multipart/form-data.');
    const { fields, file } = await readTranscriptionForm(req);
    record.model = fields.get('model');
    record.language = fields.get('language');
    record.prompt = fields.get('prompt');
    if (down !== undefined) throw new OpenAiError(down, 'The server is temporarily unavailable.');
    if (!record.model) throw new OpenAiError(400, 'you must provide a model parameter', 'model');
    if (file?.fieldName !== 'file') throw new OpenAiError(400, "Missing required parameter: 'file'.", 'file');
    Object.assign(record, { fileName: file.fileName, mimeType: file.mimeType, fileBytes: file.data.length });
    if (file.truncated)
      throw new OpenAiError(413, `Maximum content size limit (${TRANSCRIPTION_MAX_FILE_BYTES}) exceeded.`);
    const format = fields.get('response_format') ?? 'json';
    if (format !== 'json' && format !== 'text')
      throw new OpenAiError(
        400,
        `response_format '${format}' is not supported by this server; use json or text.`,
        'response_format',
      );
    const wav = readWavHeader(file.data);
    if (!/\.wav$/i.test(file.fileName) || !wav)
      throw new OpenAiError(400, 'Invalid file format. This server accepts: [wav]', 'file', 'invalid_value');
    if (wav.sampleRate !== SPEECH_SAMPLE_RATE || wav.channels !== 1 || wav.bitsPerSample !== 16)
      throw new OpenAiError(400, 'This server hears 16 kHz mono PCM16 WAV only.', 'file', 'invalid_value');
    const wavPath = path.join(uploads, `upload-${++uploadCount}.wav`);
    writeFileSync(wavPath, file.data);
    try {
      const result = await decode(() => recognizeWav(wavPath, args));
      Object.assign(record, { text: result.text, recognitionMs: result.elapsedMs });
      return { text: result.text, format };
    } catch {
      throw new OpenAiError(500, 'The server had an error while processing your request.');
    } finally {
      rmSync(wavPath, { force: true });
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    if (req.method !== 'POST' || url.pathname !== '/v1/audio/transcriptions') {
      req.resume();
      return send(res, 404, openAiBody(new OpenAiError(404, `Invalid URL (${req.method} ${url.pathname})`)));
    }
    const record: PeerRequest = { status: 200 };
    requests.push(record);
    try {
      const { text, format } = await transcribe(req, record);
      if (format === 'text') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end(`${text}\n`);
      }
      return send(res, 200, { text });
    } catch (error) {
      const failure =
        error instanceof OpenAiError ? error : new OpenAiError(400, 'Could not parse multipart form');
      record.status = failure.status;
      req.resume();
      return send(res, failure.status, openAiBody(failure));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setDown: (status) => {
      down = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(uploads, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

const openAiBody = (error: OpenAiError) => ({
  error: { message: error.message, type: error.type, param: error.param, code: error.code },
});
