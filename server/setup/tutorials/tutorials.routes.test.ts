import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { tinyMp4, tinyWebm } from '#server/test/videos.ts';
import { DURATION_UNKNOWN, NOT_A_VIDEO } from './tutorials.service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ih-tutorials-'));
const file = (name: string, bytes: Buffer) => {
  const target = path.join(dir, name);
  writeFileSync(target, bytes);
  return target;
};

describe('tutorial routes', () => {
  const t = useTestApp();
  let user: SignedIn;
  beforeAll(async () => {
    user = await t.factories.user();
  });

  const add = (name: string, bytes: Buffer, fields: { displayOrder?: number; duration?: number } = {}) =>
    t.app.services.tutorials.add({
      filePath: file(name, bytes),
      title: `Tutorial ${name}`,
      description: 'How to run an interview',
      displayOrder: fields.displayOrder ?? 0,
      duration: fields.duration,
    });

  it('lists tutorials for any signed-in user, by display order then age', async () => {
    const late = await add('late.mp4', tinyMp4(30_000), { displayOrder: 2 });
    const first = await add('first.mp4', tinyMp4(75_000), { displayOrder: 1 });
    const second = await add('second.mp4', tinyMp4(10_000), { displayOrder: 1, duration: 12 });
    const res = await t.app.inject({ method: 'GET', url: '/api/tutorials', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((x: { id: string }) => [late.id, first.id, second.id].includes(x.id));
    expect(mine).toEqual([
      { id: first.id, title: 'Tutorial first.mp4', description: 'How to run an interview', duration: 75 },
      { id: second.id, title: 'Tutorial second.mp4', description: 'How to run an interview', duration: 12 },
      { id: late.id, title: 'Tutorial late.mp4', description: 'How to run an interview', duration: 30 },
    ]);
  });

  it('hands out a short-lived signed URL that streams the video with Range support', async () => {
    const bytes = tinyMp4(42_000);
    const tutorial = await add('watch.mp4', bytes);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tutorials/${tutorial.id}/url`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const expires = Number(new URL(url, 'http://localhost').searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
    const video = await t.app.inject({ method: 'GET', url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload).toEqual(bytes);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('ftyp');
  });

  it('answers 404 for an unknown tutorial and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tutorials/${unknown}/url`, headers: user.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tutorials' })).statusCode).toBe(401);
  });

  it('refuses files that are not videos, and videos of unknown length without --duration', async () => {
    await expect(add('fake.mp4', Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow(NOT_A_VIDEO);
    await expect(add('live.webm', tinyWebm(undefined))).rejects.toThrow(DURATION_UNKNOWN);
    const live = await add('live2.webm', tinyWebm(undefined), { duration: 95 });
    expect(live).toMatchObject({
      duration: 95,
      objectKey: expect.stringMatching(/^tutorials\/[0-9a-f-]{36}\.webm$/),
    });
  });

  it('removes a tutorial with its video', async () => {
    const tutorial = await add('gone.mp4', tinyMp4(1_000));
    await t.app.services.tutorials.remove(tutorial.id);
    expect(await t.app.services.storage.store.head(tutorial.objectKey)).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tutorials/${tutorial.id}/url`, headers: user.headers }))
        .statusCode,
    ).toBe(404);
  });
});
