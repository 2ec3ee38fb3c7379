import { appendFile, readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * A stretch of a participant's recording the server did not transcribe (no server provider, or
 * the provider refused or timed out): PCM bytes `[start, end)` of the recording, and the moment
 * its first byte was heard. `npm run transcribe` turns these into transcript chunks later.
 */
export const Gap = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  at: z.iso.datetime(),
});
export type Gap = z.infer<typeof Gap>;

/** Adds a gap to a spool's gap file (one JSON line each). */
export async function appendGap(file: string, gap: Gap): Promise<void> {
  if (gap.end <= gap.start) return;
  await appendFile(file, `${JSON.stringify(gap)}\n`, { mode: 0o600 });
}

/** The gaps of a gap file's text, in order and merged where they overlap; bad lines are skipped. */
export function parseGaps(text: string): Gap[] {
  const gaps: Gap[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = Gap.safeParse(JSON.parse(line));
      if (parsed.success && parsed.data.end > parsed.data.start) gaps.push(parsed.data);
    } catch {
      // A line cut short by a crash: the others still count.
    }
  }
  return mergeGaps(gaps);
}

/** Sorted by start; overlapping or touching gaps become one (the earlier moment kept). */
export function mergeGaps(gaps: Gap[]): Gap[] {
  const merged: Gap[] = [];
  for (const gap of [...gaps].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && gap.start <= last.end) last.end = Math.max(last.end, gap.end);
    else merged.push({ ...gap });
  }
  return merged;
}

/** The gaps stored beside a WAV (a JSON array); none when the text is not one. */
export function parseGapList(text: string): Gap[] {
  try {
    const parsed = z.array(Gap).safeParse(JSON.parse(text));
    return parsed.success ? mergeGaps(parsed.data) : [];
  } catch {
    return [];
  }
}

/** A gap file's gaps; none when it is absent. */
export async function readGaps(file: string): Promise<Gap[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return parseGaps(text);
}

/** The gaps of a recording placed after `offset` bytes of earlier audio. */
export const shiftGaps = (gaps: Gap[], offset: number): Gap[] =>
  gaps.map((g) => ({ ...g, start: g.start + offset, end: g.end + offset }));
