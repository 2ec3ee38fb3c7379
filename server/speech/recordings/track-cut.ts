import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import type { SegmentRow } from './tracks.repository.ts';

/** An erased stretch of the interview (`recording_cuts`). */
export type Cut = { fromAt: Date; toAt: Date };
/** PCM bytes `[start, end)` of a track. */
export type ByteSpan = { start: number; end: number };

/**
 * A piece is placed at most a second after its last byte arrived (spools.ts), a little more
 * under load: bytes whose estimated moment falls this long after a cut's end are silenced too.
 */
export const CUT_SLACK_MS = 1_500;

const msIn = (bytes: number) => (bytes * 1000) / PCM_BYTES_PER_SECOND;
const bytesIn = (ms: number) => (ms * PCM_BYTES_PER_SECOND) / 1000;

/**
 * The bytes of a track that lie in the erased stretches (decisions 046, 053, 044). Audio arrives
 * in real time, so a byte arrived no later than any later piece's placing time less the audio
 * between the byte and that piece's end: the earliest of these bounds is the byte's moment. It is
 * never earlier than when the byte came, so nothing said inside a stretch escapes it; where audio
 * did not arrive continuously a little more is silenced. Whole samples; in track order.
 */
export function cutSpans(pieces: readonly SegmentRow[], cuts: readonly Cut[]): ByteSpan[] {
  if (cuts.length === 0 || pieces.length === 0) return [];
  const spans: ByteSpan[] = [];
  // The bound of each piece's bytes: `origin + msIn(byte)`, origin the least over it and later pieces.
  const origins: number[] = new Array(pieces.length);
  let least = Number.POSITIVE_INFINITY;
  for (let i = pieces.length - 1; i >= 0; i--) {
    const p = pieces[i] as SegmentRow;
    least = Math.min(least, p.createdAt.getTime() - msIn(p.startByte + p.bytes));
    origins[i] = least;
  }
  pieces.forEach((p, i) => {
    const origin = origins[i] as number;
    for (const cut of cuts) {
      const from = Math.floor(bytesIn(cut.fromAt.getTime() - origin)) & ~1;
      const to = Math.ceil(bytesIn(cut.toAt.getTime() + CUT_SLACK_MS - origin));
      const start = Math.max(p.startByte, from);
      const end = Math.min(p.startByte + p.bytes, to + (to % 2));
      if (end > start) spans.push({ start, end });
    }
  });
  spans.sort((x, y) => x.start - y.start);
  return spans;
}

/** `chunk`, which begins at byte `at` of the track, with the bytes inside `spans` silenced. */
export function silenced(chunk: Buffer, at: number, spans: readonly ByteSpan[]): Buffer {
  let out = chunk;
  for (const span of spans) {
    const start = Math.max(span.start, at);
    const end = Math.min(span.end, at + chunk.length);
    if (end <= start) continue;
    if (out === chunk) out = Buffer.from(chunk);
    out.fill(0, start - at, end - at);
  }
  return out;
}

/**
 * Overwrites with silence the stored pieces lying in `spans` (an erase while capture goes on):
 * each such piece is read, silenced and put back under its key, so its place does not move and
 * the lines and gaps placed after it stay where they are. Doing it twice writes the same bytes.
 * Answers the bytes silenced.
 */
export async function silencePieces(
  store: Pick<ObjectStore, 'get' | 'put'>,
  pieces: readonly SegmentRow[],
  spans: readonly ByteSpan[],
): Promise<number> {
  let total = 0;
  for (const piece of pieces) {
    const inside = spans.filter((s) => s.start < piece.startByte + piece.bytes && s.end > piece.startByte);
    if (inside.length === 0) continue;
    const found = await store.get(piece.objectKey);
    if (!found) continue;
    const parts: Buffer[] = [];
    for await (const chunk of found.body as AsyncIterable<Buffer>) parts.push(chunk);
    const pcm = silenced(Buffer.concat(parts), piece.startByte, inside);
    await store.put(piece.objectKey, pcm, 'application/octet-stream', pcm.length);
    for (const s of inside)
      total += Math.min(s.end, piece.startByte + piece.bytes) - Math.max(s.start, piece.startByte);
  }
  return total;
}
