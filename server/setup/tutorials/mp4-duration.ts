import type { FileHandle } from 'node:fs/promises';

type Box = { type: string; contentStart: number; end: number };

/** Top-level and `moov` children are few; a file with more boxes than this is not a video we want. */
const MAX_BOXES = 10_000;
const UNKNOWN_32 = 0xffff_ffff;

/**
 * Seconds from the movie header (`moov/mvhd`: duration ÷ timescale) of an MP4 or QuickTime
 * file, reading box headers only (ISO/IEC 14496-12 §8.2.2). Undefined when it is not there.
 */
export async function mp4Duration(file: FileHandle, size: number): Promise<number | undefined> {
  const moov = await findBox(file, 0, size, 'moov');
  const mvhd = moov && (await findBox(file, moov.contentStart, moov.end, 'mvhd'));
  if (!mvhd) return undefined;
  const head = await readAt(file, mvhd.contentStart, 32);
  if (head.length < 20) return undefined;
  const version = head.readUInt8(0);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (head.length < 32) return undefined;
    timescale = head.readUInt32BE(20);
    duration = Number(head.readBigUInt64BE(24));
  } else {
    timescale = head.readUInt32BE(12);
    duration = head.readUInt32BE(16);
    if (duration === UNKNOWN_32) return undefined;
  }
  if (timescale === 0 || duration === 0) return undefined;
  return Math.round(duration / timescale);
}

async function findBox(file: FileHandle, start: number, end: number, type: string): Promise<Box | undefined> {
  let position = start;
  for (let count = 0; count < MAX_BOXES && position + 8 <= end; count++) {
    const header = await readAt(file, position, 16);
    if (header.length < 8) return undefined;
    const size32 = header.readUInt32BE(0);
    const boxType = header.toString('latin1', 4, 8);
    let headerSize = 8;
    let size = size32;
    if (size32 === 1) {
      if (header.length < 16) return undefined;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size32 === 0) {
      size = end - position; // the box runs to the end of its container
    }
    if (size < headerSize || position + size > end) return undefined;
    if (boxType === type) return { type, contentStart: position + headerSize, end: position + size };
    position += size;
  }
  return undefined;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
