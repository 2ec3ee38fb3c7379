import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { runTs } from '#server/test/processes.ts';
import { tinyMp4, tinyWebm } from '#server/test/videos.ts';

const tutorials = (dataDir: string, ...args: string[]) =>
  runTs('server/cli/tutorials.ts', args, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STORAGE_DIR: '',
    S3_BUCKET: '',
  });

function fixture(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('npm run tutorials', () => {
  it('adds videos that signed-in users then list, open and seek', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-tutorials-'));
    const mp4Bytes = tinyMp4(95_000);
    const mp4 = fixture(dataDir, 'Getting started.mp4', mp4Bytes);
    const webm = fixture(dataDir, 'live.webm', tinyWebm(undefined));

    const added = await tutorials(
      dataDir,
      'add',
      mp4,
      '--title',
      'Getting started',
      '--description',
      'The basics',
      '--order',
      '2',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Added the tutorial "Getting started" \([0-9a-f-]{36}, 1:35\)\.\n$/);
    const second = await tutorials(
      dataDir,
      'add',
      webm,
      '--title',
      'Live interviews',
      '--order',
      '1',
      '--duration',
      '61',
    );
    expect(second.code).toBe(0);
    const listed = await tutorials(dataDir, 'list');
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('  ').slice(1)),
    ).toEqual([
      ['order 1', '1:01', 'Live interviews'],
      ['order 2', '1:35', 'Getting started'],
    ]);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    const t = await buildTestApp({
      database,
      config: { storage: { dir: path.join(dataDir, 'files'), signedUrlTtlSeconds: 300, s3: undefined } },
    });
    try {
      const { headers } = await t.factories.user();
      const list = await t.app.inject({ method: 'GET', url: '/api/tutorials', headers });
      expect(list.json()).toEqual([
        { id: expect.any(String), title: 'Live interviews', description: null, duration: 61 },
        { id: expect.any(String), title: 'Getting started', description: 'The basics', duration: 95 },
      ]);
      const id = list.json()[1].id;
      const { url } = (
        await t.app.inject({ method: 'GET', url: `/api/tutorials/${id}/url`, headers })
      ).json();
      const whole = await t.app.inject({ method: 'GET', url });
      expect(whole.rawPayload).toEqual(mp4Bytes);
      const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4Bytes.length}`);
      expect(part.rawPayload).toEqual(mp4Bytes.subarray(100, 200));
    } finally {
      await t.close();
      await database.close();
    }

    const id = listed.stdout.split('  ')[0] ?? '';
    const removed = await tutorials(dataDir, 'remove', id);
    expect(removed.stdout).toBe('Removed the tutorial "Live interviews".\n');
    expect((await tutorials(dataDir, 'list')).stdout.trim().split('\n')).toHaveLength(1);
  });

  it('explains what is wrong and changes nothing', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-tutorials-'));
    const notVideo = fixture(dataDir, 'clip.mp4', Buffer.from('<html>not a video</html>'));
    const live = fixture(dataDir, 'live.webm', tinyWebm(undefined));

    const noTitle = await tutorials(dataDir, 'add', live);
    expect([noTitle.code, noTitle.stderr]).toEqual([2, '--title is required\n']);
    const usage = await tutorials(dataDir, 'rename', 'x');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run tutorials -- add FILE --title TITLE');
    const missing = await tutorials(dataDir, 'add', path.join(dataDir, 'nope.mp4'), '--title', 'T');
    expect([missing.code, missing.stderr]).toEqual([2, `No such file: ${path.join(dataDir, 'nope.mp4')}\n`]);

    const rejected = await tutorials(dataDir, 'add', notVideo, '--title', 'T');
    expect([rejected.code, rejected.stderr]).toEqual([
      1,
      'The file is not an MP4, QuickTime or WebM video\n',
    ]);
    const unknownLength = await tutorials(dataDir, 'add', live, '--title', 'T');
    expect(unknownLength.stderr).toBe('The video does not state its duration; pass --duration SECONDS\n');
    const unknownId = await tutorials(dataDir, 'remove', '00000000-0000-4000-8000-000000000000');
    expect([unknownId.code, unknownId.stderr]).toEqual([1, 'Tutorial not found\n']);
    expect((await tutorials(dataDir, 'list')).stdout).toBe('No tutorials yet.\n');
  });

  it('changes nothing while another process holds the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-tutorials-'));
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const refused = await tutorials(
      dataDir,
      'add',
      fixture(dataDir, 'a.mp4', tinyMp4(1_000)),
      '--title',
      'T',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was changed');
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });
});
