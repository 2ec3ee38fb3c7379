import { open, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { SPEAKERS, type SpoolPaths } from './recording-paths.ts';

/** Frames wait this long at most before they reach the file (spools.ts gathers for 250 ms). */
const SETTLE_MS = 1_000;
const ZEROS = Buffer.alloc(64 * 1024);

/**
 * Overwrites with silence the audio of the stretch `from`–`to` in this instance's spools of a
 * session, while capture may still append to them (decision 046). A spool's last byte was
 * written at the file's modification time and audio arrives in real time, so a byte's moment is
 * that time less the audio after it; the stretch's bytes are found from there. Positions do not
 * move (nothing is cut out), so what is appended meanwhile, and the places of spoken lines and
 * gaps, stay where they are. Applying it twice overwrites the same bytes. Answers the bytes
 * overwritten per speaker.
 */
export async function silenceStretch(
  paths: SpoolPaths,
  sessionId: string,
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  const silenced: Record<string, number> = {};
  for (const speaker of SPEAKERS) {
    const file = paths.pcm(sessionId, speaker);
    let info = await stat(file).catch(() => undefined);
    // Audio still arriving: wait until what was gathered before `to` is on disk.
    for (const began = Date.now(); info && info.mtimeMs < to.getTime() && Date.now() - began < SETTLE_MS; ) {
      await sleep(50);
      info = await stat(file).catch(() => undefined);
    }
    if (!info) continue;
    const byteAt = (ms: number) =>
      Math.min(
        info.size,
        Math.max(0, info.size - Math.ceil(((info.mtimeMs - ms) * PCM_BYTES_PER_SECOND) / 1000)),
      );
    const start = byteAt(from.getTime()) & ~1;
    const end = (byteAt(to.getTime()) + 1) & ~1;
    if (end <= start) continue;
    const handle = await open(file, 'r+');
    try {
      for (let at = start; at < end; at += ZEROS.length)
        await handle.write(ZEROS, 0, Math.min(ZEROS.length, end - at), at);
      // The file's time stays that of its last audio (when nothing was appended meanwhile).
      if ((await handle.stat()).size === info.size) await handle.utimes(info.atime, info.mtime);
    } finally {
      await handle.close();
    }
    silenced[speaker] = end - start;
  }
  return silenced;
}
