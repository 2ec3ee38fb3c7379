import { describe, expect, it } from 'vitest';
import { checkZoomAppContext, sealZoomAppContext } from './zoom-app-context.ts';

const SECRET = 'zoom-client-secret';
const NOW = 1_700_000_000_000;
const context = {
  typ: 'meeting',
  uid: 'u-1',
  mid: 'Xyq7EhZXQ0aV1Pj2kXzF+w==',
  ts: NOW - 1_000,
  exp: NOW + 120_000,
};

describe('Zoom App context', () => {
  it("decrypts Zoom's layout under SHA-256 of the client secret, with or without additional data", () => {
    for (const aad of [Buffer.alloc(0), Buffer.from('zoom-aad')]) {
      const check = checkZoomAppContext(sealZoomAppContext(context, SECRET, aad), SECRET, NOW);
      expect(check).toEqual({ ok: true, context });
    }
  });

  it('refuses a tampered tag, a tampered body or another secret', () => {
    const sealed = Buffer.from(sealZoomAppContext(context, SECRET), 'base64');
    for (const at of [sealed.length - 1, sealed.length - 20]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      expect(checkZoomAppContext(tampered.toString('base64'), SECRET, NOW)).toEqual({
        ok: false,
        reason: 'undecryptable',
      });
    }
    expect(checkZoomAppContext(sealed.toString('base64'), 'another-secret', NOW)).toEqual({
      ok: false,
      reason: 'undecryptable',
    });
  });

  it('refuses an expired context', () => {
    const sealed = sealZoomAppContext(context, SECRET);
    expect(checkZoomAppContext(sealed, SECRET, context.exp).ok).toBe(false);
    expect(checkZoomAppContext(sealed, SECRET, context.exp + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses what is not the layout: truncated, trailing bytes, not base64, not the JSON', () => {
    const sealed = Buffer.from(sealZoomAppContext(context, SECRET), 'base64');
    const cases = [
      sealed.subarray(0, sealed.length - 5).toString('base64'),
      Buffer.concat([sealed, Buffer.from([0])]).toString('base64'),
      '%%%not-base64%%%',
      '',
      sealZoomAppContext({ typ: 'meeting' }, SECRET),
    ];
    for (const header of cases)
      expect(checkZoomAppContext(header, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
