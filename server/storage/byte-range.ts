import type { ByteRange } from './object-store.ts';

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14). Anything we do
 * not serve as a single range (absent, malformed, several ranges) is answered with the whole
 * object, which the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(SINGLE);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
