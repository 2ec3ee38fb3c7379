import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('Range header', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=10-', { kind: 'partial', range: { start: 10, end: 999 } }],
    ['bytes=990-5000', { kind: 'partial', range: { start: 990, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'whole' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
  ])('%s of 1000 bytes → %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('cannot satisfy any range of an empty object', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
