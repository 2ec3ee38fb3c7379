import { parentPort, workerData } from 'node:worker_threads';
import type { SpeechConfig } from '#server/config.ts';
import { asSpeechError, type SpeechStream } from '#server/speech/speech-provider.ts';
import { createSpeechProvider } from '#server/speech/speech-providers.ts';
import type { FromSpeechThread, ThreadError, ToSpeechThread } from './speech-thread-messages.ts';

/**
 * The speech thread (speech-thread.ts): the configured provider's streams, fed the audio the
 * server's thread passes on. Segmenting, uploads and the provider's answers happen here.
 */
const port = parentPort;
if (!port) throw new Error('speech-worker.ts runs as a worker thread');
const provider = await createSpeechProvider(workerData.config as SpeechConfig);

const send = (message: FromSpeechThread) => port.postMessage(message);
const asThreadError = (error: unknown): ThreadError => {
  const { code, message, retryable } = asSpeechError(error);
  return { code, message, retryable };
};

const streams = new Map<number, SpeechStream>();
const prompts = new Map<number, string>();

function open(id: number, language: string, diarize: boolean | undefined) {
  if (!provider) throw new Error('No server speech provider');
  const stream = provider.open(
    { language, diarize, prompt: () => prompts.get(id) ?? '' },
    {
      onResult: (result) => send({ op: 'result', id, result }),
      onError: (error, span) => send({ op: 'error', id, error: asThreadError(error), span }),
    },
  );
  streams.set(id, stream);
}

function write(id: number, pcm: Buffer) {
  try {
    streams.get(id)?.write(pcm);
  } catch (error) {
    send({ op: 'error', id, error: asThreadError(error) });
  }
}

async function end(id: number) {
  const stream = streams.get(id);
  streams.delete(id);
  prompts.delete(id);
  try {
    await stream?.end();
  } catch (error) {
    send({ op: 'error', id, error: asThreadError(error) });
  }
  send({ op: 'ended', id });
}

port.on('message', (message: ToSpeechThread) => {
  try {
    if (message.op === 'open') open(message.id, message.language, message.diarize);
    else if (message.op === 'end') void end(message.id);
    else
      for (const { id, start, end, prompt } of message.streams) {
        if (prompt !== undefined) prompts.set(id, prompt);
        write(id, Buffer.from(message.pcm, start, end - start));
      }
  } catch (error) {
    if (message.op !== 'audio') send({ op: 'error', id: message.id, error: asThreadError(error) });
  }
});
send({ op: 'ready' });
