import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendGap, mergeGaps, parseGapList, parseGaps, readGaps, shiftGaps } from './recording-gaps.ts';

const at = '2026-01-05T10:00:00.000Z';

describe('gaps: the stretches of a recording the server did not transcribe', () => {
  it('are appended as lines and read back in order, merged where they touch', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ih-gaps-')), 'candidate.gaps');
    expect(await readGaps(file)).toEqual([]);
    await appendGap(file, { start: 640, end: 960, at });
    await appendGap(file, { start: 0, end: 320, at });
    await appendGap(file, { start: 320, end: 480, at });
    await appendGap(file, { start: 100, end: 100, at });
    expect(await readGaps(file)).toEqual([
      { start: 0, end: 480, at },
      { start: 640, end: 960, at },
    ]);
  });

  it('skip lines a crash cut short or that are not gaps', () => {
    const text = `${JSON.stringify({ start: 0, end: 10, at })}\n{"start": 4\n[]\n${JSON.stringify({ start: 9, end: 3, at })}\n`;
    expect(parseGaps(text)).toEqual([{ start: 0, end: 10, at }]);
    expect(parseGapList('not json')).toEqual([]);
    expect(parseGapList(JSON.stringify([{ start: 5, end: 9, at }]))).toEqual([{ start: 5, end: 9, at }]);
  });

  it('move along when the recording is placed after earlier audio', () => {
    expect(shiftGaps([{ start: 0, end: 10, at }], 100)).toEqual([{ start: 100, end: 110, at }]);
    expect(
      mergeGaps([
        { start: 5, end: 20, at },
        { start: 0, end: 8, at: '2026-01-05T09:00:00.000Z' },
      ]),
    ).toEqual([{ start: 0, end: 20, at: '2026-01-05T09:00:00.000Z' }]);
  });
});
