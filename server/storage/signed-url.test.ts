import { describe, expect, it } from 'vitest';
import { createUrlSigner, FILES_PATH, type SignedQuery } from './signed-url.ts';

const KEY = 'tutorials/0b9c7a7e-1f0e-4a53-9d1e-2f8a8c5f7b11.mp4';

function parse(url: string): { key: string; query: SignedQuery } {
  const parsed = new URL(url, 'http://localhost');
  const q = parsed.searchParams;
  return {
    key: parsed.pathname.slice(FILES_PATH.length),
    query: {
      expires: Number(q.get('expires')),
      sig: q.get('sig') ?? '',
      disposition: q.get('disposition') === 'attachment' ? 'attachment' : 'inline',
      filename: q.get('filename') ?? undefined,
    },
  };
}

describe('signed disk URLs', () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const signer = createUrlSigner('test-session-secret', () => now);

  it('verifies a fresh URL and refuses it once expired', () => {
    now = Date.parse('2030-01-01T00:00:00Z');
    const { key, query } = parse(signer.sign(KEY, { ttlSeconds: 120 }));
    expect(key).toBe(KEY);
    expect(query.expires).toBe(now / 1000 + 120);
    expect(() => signer.verify(key, query)).not.toThrow();
    now += 120_000;
    expect(() => signer.verify(key, query)).not.toThrow();
    now += 1_000;
    expect(() => signer.verify(key, query)).toThrow(
      expect.objectContaining({ status: 403, message: 'This link has expired' }),
    );
  });

  it('never signs for longer than five minutes', () => {
    const { query } = parse(signer.sign(KEY, { ttlSeconds: 86_400 }));
    expect(query.expires - now / 1000).toBe(300);
  });

  it('refuses a changed key, expiry, disposition, file name or signature', () => {
    const { key, query } = parse(
      signer.sign(KEY, { ttlSeconds: 60, disposition: 'attachment', fileName: 'a.mp4' }),
    );
    const forbidden = expect.objectContaining({ status: 403 });
    expect(() => signer.verify(key.replace('.mp4', '.wav'), query)).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, expires: query.expires + 1 })).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, disposition: 'inline' })).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, filename: 'b.mp4' })).toThrow(forbidden);
    const flipped = (query.sig.startsWith('0') ? '1' : '0') + query.sig.slice(1);
    expect(() => signer.verify(key, { ...query, sig: flipped })).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, sig: query.sig.slice(0, 10) })).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, sig: 'zz' })).toThrow(forbidden);
    expect(() => signer.verify(key, { ...query, sig: '' })).toThrow(forbidden);
  });

  it('refuses URLs signed with another secret, or reaching further than five minutes ahead', () => {
    const other = createUrlSigner('another-secret', () => now);
    const { key, query } = parse(other.sign(KEY, { ttlSeconds: 60 }));
    expect(() => signer.verify(key, query)).toThrow(
      expect.objectContaining({ message: 'This link is not valid' }),
    );
    const later = createUrlSigner('test-session-secret', () => now + 3_600_000);
    const ahead = parse(later.sign(KEY, { ttlSeconds: 60 }));
    expect(() => signer.verify(ahead.key, ahead.query)).toThrow(expect.objectContaining({ status: 403 }));
  });
});
