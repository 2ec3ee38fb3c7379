import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDiskStore } from './disk-store.ts';
import { newObjectKey } from './object-keys.ts';
import type { ObjectStore } from './object-store.ts';
import { createUrlSigner } from './signed-url.ts';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Keys an attacker might try; none is valid, so no method touches the file system with them. */
const HOSTILE_KEYS = [
  '../outside/secret.txt',
  'tutorials/../../outside/secret.txt',
  '%2e%2e%2foutside/secret.txt',
  '..\\outside\\secret.txt',
  '/etc/passwd',
  'tutorials/a.mp4\0../../secret.txt',
  'tutorials/\uff0e\uff0e/secret.txt',
];

describe('disk object store', () => {
  let base: string;
  let root: string;
  let store: ObjectStore;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'ih-store-'));
    root = path.join(base, 'files');
    mkdirSync(path.join(base, 'outside'));
    writeFileSync(path.join(base, 'outside', 'secret.txt'), 'TOP SECRET');
    store = createDiskStore(root, createUrlSigner('secret'));
  });

  it('stores buffers and streams with their content type, and reads them back whole or by range', async () => {
    const key = newObjectKey('tutorials', 'mp4');
    await store.put(key, Buffer.from('0123456789'), 'video/mp4');
    expect(await store.head(key)).toEqual({ size: 10, contentType: 'video/mp4' });
    const whole = await store.get(key);
    expect(whole && (await text(whole.body))).toBe('0123456789');
    const part = await store.get(key, { start: 7, end: 100 });
    expect(part).toMatchObject({ size: 10, range: { start: 7, end: 9 } });
    expect(part && (await text(part.body))).toBe('789');

    const streamed = newObjectKey('audio/session-1', 'wav');
    await store.put(streamed, Readable.from([Buffer.from('RIFF'), Buffer.from('data')]), 'audio/wav');
    expect(readFileSync(path.join(root, streamed), 'utf8')).toBe('RIFFdata');
    expect(readdirSync(path.join(root, 'audio/session-1')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps no file of its type for plain bytes, and a rewrite as plain bytes drops the older type', async () => {
    const key = newObjectKey('audio/session-2', 'pcm');
    await store.put(key, Buffer.from('pcm'), 'application/octet-stream');
    expect(await store.head(key)).toEqual({ size: 3, contentType: 'application/octet-stream' });
    expect(readdirSync(path.join(root, 'audio/session-2'))).toEqual([path.basename(key)]);

    await store.put(key, Buffer.from('RIFF'), 'audio/wav');
    expect(await store.head(key)).toEqual({ size: 4, contentType: 'audio/wav' });
    await store.put(key, Buffer.from('silence'), 'application/octet-stream');
    expect(await store.head(key)).toEqual({ size: 7, contentType: 'application/octet-stream' });
    expect(readdirSync(path.join(root, 'audio/session-2'))).toEqual([path.basename(key)]);
  });

  it('deletes objects; absent ones are simply absent', async () => {
    const key = newObjectKey('resumes', 'pdf');
    await store.put(key, Buffer.from('%PDF'), 'application/pdf');
    await store.delete(key);
    expect(await store.head(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each(HOSTILE_KEYS)('refuses the key %j in every method', async (key) => {
    const invalid = expect.objectContaining({ status: 400 });
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(invalid);
    await expect(store.get(key)).rejects.toThrow(invalid);
    await expect(store.head(key)).rejects.toThrow(invalid);
    await expect(store.delete(key)).rejects.toThrow(invalid);
    await expect(store.signedUrl(key, { ttlSeconds: 60 })).rejects.toThrow(invalid);
    expect(readFileSync(path.join(base, 'outside', 'secret.txt'), 'utf8')).toBe('TOP SECRET');
  });

  it('never follows a symlink placed in the store to a file outside it', async () => {
    mkdirSync(path.join(root, 'tutorials'), { recursive: true });
    symlinkSync(path.join(base, 'outside', 'secret.txt'), path.join(root, 'tutorials', 'leak.txt'));
    expect(await store.head('tutorials/leak.txt')).toBeUndefined();
    expect(await store.get('tutorials/leak.txt')).toBeUndefined();
    await store.delete('tutorials/leak.txt');
    expect(readFileSync(path.join(base, 'outside', 'secret.txt'), 'utf8')).toBe('TOP SECRET');
  });

  it('never writes through a symlinked directory to outside the store', async () => {
    symlinkSync(path.join(base, 'outside'), path.join(root, 'audio'));
    expect(await store.get('audio/secret.txt')).toBeUndefined();
    await expect(store.put('audio/new.wav', Buffer.from('x'), 'audio/wav')).rejects.toThrow(
      /escapes the store/,
    );
    await expect(store.delete('audio/secret.txt')).resolves.toBeUndefined();
    expect(existsSync(path.join(base, 'outside', 'new.wav'))).toBe(false);
    expect(readFileSync(path.join(base, 'outside', 'secret.txt'), 'utf8')).toBe('TOP SECRET');
  });
});
