import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '#server/test/fake-s3.ts';
import { newObjectKey } from './object-keys.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Client, createS3Store } from './s3-store.ts';
import { createStorage } from './storage.ts';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3 object store (against a local fake S3)', () => {
  let s3: FakeS3;
  let store: ObjectStore;
  beforeAll(async () => {
    s3 = await startFakeS3('ih-files');
    const client = createS3Client({
      bucket: 'ih-files',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'fake-secret' },
    });
    store = createS3Store(client, 'ih-files');
  });
  afterAll(() => s3.close());

  it('puts, heads, gets (whole and a range) and deletes with signed requests', async () => {
    const key = newObjectKey('tutorials', 'mp4');
    await store.put(key, Buffer.from('0123456789'), 'video/mp4');
    expect(s3.objects.get(key)?.contentType).toBe('video/mp4');
    expect(await store.head(key)).toEqual({ size: 10, contentType: 'video/mp4' });

    const whole = await store.get(key);
    expect(whole && (await text(whole.body))).toBe('0123456789');
    const part = await store.get(key, { start: 2, end: 4 });
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 4 } });
    expect(part && (await text(part.body))).toBe('234');

    await store.delete(key);
    expect(await store.head(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    expect(s3.requests.every((r) => r.signed === 'header')).toBe(true);
    expect(s3.requests.map((r) => r.method)).toEqual(['PUT', 'HEAD', 'GET', 'GET', 'DELETE', 'HEAD', 'GET']);
  });

  it('streams an upload of known size, and buffers one of unknown size', async () => {
    const known = newObjectKey('audio/session-1', 'wav');
    await store.put(known, Readable.from([Buffer.from('RIFF'), Buffer.from('....')]), 'audio/wav', 8);
    expect(s3.objects.get(known)?.body.toString()).toBe('RIFF....');
    const unknown = newObjectKey('resumes', 'pdf');
    await store.put(unknown, Readable.from([Buffer.from('%PDF-1.7')]), 'application/pdf');
    expect(s3.objects.get(unknown)?.body.toString()).toBe('%PDF-1.7');
  });

  it('presigns a short-lived GET that the bucket serves with the asked disposition', async () => {
    const key = newObjectKey('audio/session-2', 'wav');
    await store.put(key, Buffer.from('RIFFdata'), 'audio/wav');
    const url = new URL(
      await store.signedUrl(key, {
        ttlSeconds: 3_600,
        disposition: 'attachment',
        fileName: 'Ada Lovelace.wav',
      }),
    );
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/ih-files/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300'); // clamped to five minutes
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\//);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('RIFFdata');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Ada Lovelace.wav"; filename*=UTF-8''Ada%20Lovelace.wav`,
    );
    expect(s3.requests.at(-1)?.signed).toBe('query');
  });

  it('refuses keys that are not server-made', async () => {
    for (const key of ['../etc/passwd', '/abs/key.txt', 'a/../b.txt', 'A.TXT']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ status: 400 });
      await expect(store.signedUrl(key, { ttlSeconds: 60 })).rejects.toMatchObject({ status: 400 });
    }
    expect([...s3.objects.keys()].some((k) => k.includes('..'))).toBe(false);
  });

  it('is what the configuration picks when S3_BUCKET is set; no disk file route then', async () => {
    const s3Config = {
      bucket: 'ih-files',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'fake-secret' },
    };
    const storage = createStorage({ dir: '/nonexistent', signedUrlTtlSeconds: 120, s3: s3Config }, 'secret');
    expect(storage).toMatchObject({ files: undefined, ttlSeconds: 120 });
    expect(storage.store.kind).toBe('s3');
    const key = newObjectKey('tutorials', 'webm');
    await storage.store.put(key, Buffer.from('webm'), 'video/webm');
    expect(await storage.store.head(key)).toEqual({ size: 4, contentType: 'video/webm' });
  });
});
