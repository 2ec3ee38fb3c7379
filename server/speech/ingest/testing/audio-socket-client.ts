import { SpeechServerMessage } from '#contracts/speech.ts';
import { openRecordingSocket, type RecordingSocket } from '#server/test/recording-socket.ts';

/** A real `ws` client on an audio channel of `/ws`, recording what the server sends back. */
export type AudioSocketClient = RecordingSocket<SpeechServerMessage> & {
  /** The last `audio_processed` byte count, 0 before the first. */
  processed(): number;
  /** A binary frame (audio-stream). */
  sendPcm(pcm: Buffer): void;
  /** A JSON `audio_chunk` (start_streaming). */
  sendChunk(pcm: Buffer): void;
  sendText(text: string): void;
};

type Open = { cookie: string; origin?: string; query: Record<string, string> };

/** Opens `/ws?…`; rejects with `Error('HTTP <status> <body>')` when the upgrade is refused. */
export async function openAudioSocket(
  base: string,
  { cookie, origin = base, query }: Open,
): Promise<AudioSocketClient> {
  const url = new URL('/ws', base.replace(/^http/, 'ws'));
  url.search = new URLSearchParams(query).toString();
  const client = await openRecordingSocket(url, { cookie, origin }, (raw) => SpeechServerMessage.parse(raw));
  const { socket, messages } = client;
  return Object.assign(client, {
    processed() {
      const last = messages.findLast((m) => m.type === 'audio_processed');
      return last?.type === 'audio_processed' ? last.data.bytes : 0;
    },
    sendPcm: (pcm: Buffer) => socket.send(pcm, { binary: true }),
    sendChunk: (pcm: Buffer) =>
      socket.send(
        JSON.stringify({ type: 'audio_chunk', audioData: pcm.toString('base64'), timestamp: Date.now() }),
      ),
    sendText: (text: string) => socket.send(text),
  });
}

/** `n` bytes of PCM whose samples count up, so any byte lost or reordered shows. */
export function rampPcm(bytes: number, from = 0): Buffer {
  const pcm = Buffer.alloc(bytes);
  for (let i = 0; i + 1 < bytes; i += 2) pcm.writeInt16LE(((from + i / 2) % 60_000) - 30_000, i);
  return pcm;
}

/** The HTTP answer of a refused upgrade: status, then the app's error body. */
export async function refusal(opening: Promise<unknown>) {
  const error = await opening.then(
    () => {
      throw new Error('the upgrade was accepted');
    },
    (e: Error) => e,
  );
  const [, status, body] = /^HTTP (\d+) (.*)$/s.exec(error.message) ?? [];
  return { status: Number(status), body: body ? JSON.parse(body) : undefined };
}
