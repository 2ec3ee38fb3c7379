import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { newObjectKey } from './object-keys.ts';
import { createUrlSigner } from './signed-url.ts';

const BYTES = Buffer.from('0123456789abcdefghij');

describe('GET /api/files/* (signed disk URLs)', () => {
  const t = useTestApp();
  let key: string;
  beforeAll(async () => {
    key = newObjectKey('tutorials', 'mp4');
    await t.app.services.storage.store.put(key, BYTES, 'video/mp4');
    // A file next to the store that no URL may ever reach.
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'TOP SECRET');
  });
  afterEach(() => vi.useRealTimers());

  const sign = (objectKey = key, options = {}) =>
    t.app.services.storage.store.signedUrl(objectKey, { ttlSeconds: 300, ...options });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the whole file without a session, with safe headers', async () => {
    const url = await sign();
    expect(url).toMatch(new RegExp(`^/api/files/${key}\\?expires=\\d+&disposition=inline&sig=[0-9a-f]{64}$`));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(BYTES);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '20',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers a Range request with 206 and exactly those bytes, so videos can seek', async () => {
    const url = await sign();
    const res = await get(url, { range: 'bytes=5-9' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('56789');
    expect(res.headers).toMatchObject({ 'content-range': 'bytes 5-9/20', 'content-length': '5' });
    const tail = await get(url, { range: 'bytes=-3' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('hij');
    const open = await get(url, { range: 'bytes=18-' });
    expect(open.body).toBe('ij');
    const beyond = await get(url, { range: 'bytes=20-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */20');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: await sign() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('20');
    expect(res.body).toBe('');
  });

  it('sends the signed file name for downloads, encoded per RFC 6266', async () => {
    const res = await get(
      await sign(key, { disposition: 'attachment', fileName: 'Entrevista – Zoë "1".mp4' }),
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Entrevista _ Zo_ _1_.mp4"; filename*=UTF-8''Entrevista%20%E2%80%93%20Zo%C3%AB%20%221%22.mp4`,
    );
  });

  it('refuses an expired link (403)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const url = await sign(key, { ttlSeconds: 60 });
    vi.setSystemTime(Date.now() + 61_000);
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: 'This link has expired' });
  });

  it('refuses a tampered key, expiry, disposition or signature (403)', async () => {
    const other = newObjectKey('tutorials', 'mp4');
    await t.app.services.storage.store.put(other, Buffer.from('other'), 'video/mp4');
    const url = new URL(await sign(), 'http://localhost');
    const sig = url.searchParams.get('sig') ?? '';
    const variants = [
      `/api/files/${other}${url.search}`,
      url.pathname + url.search.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 60}`),
      url.pathname + url.search.replace('disposition=inline', 'disposition=attachment'),
      `${url.pathname}${url.search}&filename=evil.html`,
      url.pathname + url.search.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
      url.pathname + url.search.replace(`&sig=${sig}`, ''),
      url.pathname,
    ];
    for (const variant of variants) {
      const res = await get(variant);
      expect([variant, res.statusCode]).toEqual([variant, 403]);
    }
  });

  it('never serves a file outside the store, whatever the path', async () => {
    // Even a correctly signed URL for a hostile key (as if the secret leaked) is refused.
    const forge = (objectKey: string) =>
      createUrlSigner(t.config.sessionSecret).sign(objectKey, { ttlSeconds: 60 }).split('?')[1] ?? '';
    const attempts = [
      `/api/files/../secret.txt?${forge('../secret.txt')}`,
      `/api/files/%2e%2e%2fsecret.txt?${forge('../secret.txt')}`,
      `/api/files/%2e%2e/secret.txt?${forge('%2e%2e/secret.txt')}`,
      `/api/files/..%5csecret.txt?${forge('..\\secret.txt')}`,
      `/api/files/%2fetc%2fpasswd?${forge('/etc/passwd')}`,
      `/api/files//etc/passwd?${forge('/etc/passwd')}`,
      `/api/files/tutorials%2f..%2f..%2fsecret.txt?${forge('tutorials/../../secret.txt')}`,
      `/api/files/secret.txt%00.mp4?${forge('secret.txt\0.mp4')}`,
      `/api/files/tutorials/%EF%BC%8E%EF%BC%8E/secret.txt?${forge('tutorials/\uff0e\uff0e/secret.txt')}`,
    ];
    for (const url of attempts) {
      const res = await get(url);
      // Plain `../` is resolved before routing (→ /api/secret.txt, no such route: 401 there).
      expect([url, [400, 401, 403, 404].includes(res.statusCode)]).toEqual([url, true]);
      expect(res.body).not.toContain('TOP SECRET');
    }
  });

  it('answers 404 for a correctly signed key with no file', async () => {
    const res = await get(await sign(newObjectKey('tutorials', 'mp4')));
    expect(res.statusCode).toBe(404);
  });

  it('keeps the signature and expiry out of the access log', async () => {
    const url = await sign();
    await get(url);
    const sig = new URL(url, 'http://localhost').searchParams.get('sig') ?? '';
    expect(t.logs()).toContain('/api/files/');
    expect(t.logs()).not.toContain(sig);
  });
});

describe('signed-file route with a symlink in the store', () => {
  it('does not follow it out of the store', async () => {
    const t = await buildTestApp();
    try {
      const { symlinkSync } = await import('node:fs');
      writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'TOP SECRET');
      mkdirSync(path.join(t.config.storage.dir, 'tutorials'), { recursive: true });
      symlinkSync(
        path.join(t.config.dataDir, 'secret.txt'),
        path.join(t.config.storage.dir, 'tutorials', 'leak.mp4'),
      );
      const res = await t.app.inject({
        method: 'GET',
        url: await t.app.services.storage.store.signedUrl('tutorials/leak.mp4', { ttlSeconds: 60 }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('TOP SECRET');
    } finally {
      await t.close();
    }
  });
});
