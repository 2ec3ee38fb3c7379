import { open } from 'node:fs/promises';
import { mp4Duration } from './mp4-duration.ts';
import { webmDuration } from './webm-duration.ts';

export type VideoFile = {
  extension: 'mp4' | 'mov' | 'webm';
  contentType: string;
  size: number;
  /** Seconds, when the file states it. */
  duration: number | undefined;
};

const MP4_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);
/** A WebM's Info sits right after its SeekHead; this much of the start is plenty. */
const WEBM_HEAD_BYTES = 256 * 1024;

/**
 * What a video file is, judged by its bytes (never its name), and its duration where the
 * container states it: MP4/QuickTime `mvhd`, WebM `Info/Duration`. Undefined when it is not
 * a video browsers play.
 */
export async function inspectVideo(path: string): Promise<VideoFile | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, WEBM_HEAD_BYTES));
    await file.read(head, 0, head.length, 0);
    if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
      return { extension: 'webm', contentType: 'video/webm', size, duration: await webmDuration(head) };
    }
    if (head.length >= 12 && MP4_FIRST_BOXES.has(head.toString('latin1', 4, 8))) {
      const quicktime = head.toString('latin1', 4, 12) === 'ftypqt  ';
      const duration = await mp4Duration(file, size);
      return quicktime
        ? { extension: 'mov', contentType: 'video/quicktime', size, duration }
        : { extension: 'mp4', contentType: 'video/mp4', size, duration };
    }
    return undefined;
  } finally {
    await file.close();
  }
}
