import { describe, expect, it, vi } from 'vitest';
import { newClientChunkId } from './client-chunk-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client chunk ids', () => {
  it('are random v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientChunkId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('are still v4 UUIDs on a plain-http page, where randomUUID is missing', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 50 }, newClientChunkId));
    vi.unstubAllGlobals();
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
