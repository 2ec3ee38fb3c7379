import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyMp4, tinyWebm } from '#server/test/videos.ts';
import { inspectVideo } from './video-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ih-video-'));
const file = (name: string, bytes: Buffer) => {
  const target = path.join(dir, name);
  writeFileSync(target, bytes);
  return target;
};

describe('video files', () => {
  it('reads the duration of an MP4 from moov/mvhd, past a 64-bit mdat', async () => {
    const video = await inspectVideo(file('a.bin', tinyMp4(90_000)));
    expect(video).toMatchObject({ extension: 'mp4', contentType: 'video/mp4', duration: 90 });
  });

  it('reads a version-1 mvhd (64-bit duration) and rounds to whole seconds', async () => {
    const video = await inspectVideo(
      file('b.mp4', tinyMp4(90_000 * 3725.4, { timescale: 90_000, version: 1 })),
    );
    expect(video?.duration).toBe(3725);
  });

  it('knows QuickTime files by their brand, whatever their name', async () => {
    const video = await inspectVideo(file('c.mp4', tinyMp4(5_000, { brand: 'qt  ' })));
    expect(video).toMatchObject({ extension: 'mov', contentType: 'video/quicktime', duration: 5 });
  });

  it('reads a WebM duration from Segment/Info, and none when the recording has none', async () => {
    expect(await inspectVideo(file('d.webm', tinyWebm(61_500)))).toMatchObject({
      extension: 'webm',
      contentType: 'video/webm',
      duration: 62,
    });
    expect((await inspectVideo(file('e.webm', tinyWebm(undefined))))?.duration).toBeUndefined();
  });

  it('gives no duration for a truncated MP4 and refuses files that are not videos', async () => {
    const truncated = tinyMp4(10_000).subarray(0, 60);
    expect(await inspectVideo(file('f.mp4', truncated))).toMatchObject({
      extension: 'mp4',
      duration: undefined,
    });
    expect(
      await inspectVideo(file('g.mp4', Buffer.from('<html><script>alert(1)</script></html>'))),
    ).toBeUndefined();
    expect(await inspectVideo(file('h.mp4', Buffer.alloc(0)))).toBeUndefined();
  });
});
