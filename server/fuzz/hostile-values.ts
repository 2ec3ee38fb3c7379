import fc from 'fast-check';
import { deepArrays } from './hostile-payloads.ts';

/**
 * Values no contract should let through to a service: text the database refuses (U+0000) or
 * that is not Unicode (lone surrogates), dates and numbers outside any sane range, nesting
 * deeper than a stack, arrays of thousands, and values of the wrong type.
 */

export const BAD_UNITS = ['\u0000', '\ud800', '\udfff', '\udbff'];

/** Text with U+0000 or a lone surrogate somewhere in it. */
export const hostileText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...BAD_UNITS), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

export const extremeDate = fc.constantFrom(
  '+099999-01-01',
  '0000-01-01',
  '-000001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-05:00',
  '+275760-09-13T00:00:00Z',
  '2024-02-30',
  '1e12',
);

export const extremeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -1,
  0.5,
  1e-300,
);

export const wrongType = fc.constantFrom<unknown>(null, true, false, 0, '', 'text', [], {}, [null], { a: 1 });

/** Placeholder a body carries where its JSON text gets `[[[…]]]` nested `depth` deep. */
const DEEP_MARK = '\u0001deep:';
const deep = (depth: number) => `${DEEP_MARK}${depth}`;
export const deepNesting = fc.constantFrom(deep(40), deep(10_000));

const HUGE = [new Array(20_000).fill(0), new Array(5_000).fill('x'), new Array(2_000).fill({})];
export const hugeArray = fc.constantFrom(...HUGE);

export const longText = fc.constantFrom('x'.repeat(250_000), 'é'.repeat(30_000), ' '.repeat(10_001));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: extremeDate },
  { weight: 2, arbitrary: extremeNumber },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: longText },
);

/** Keys a body must never be able to set, or that poison prototypes. */
export const forbiddenKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'ownerId',
  'userId',
  'id',
  'createdAt',
  'hashedPassword',
);

/** JSON text of `value`, with each deep-nesting placeholder written out as nested arrays. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001deep:(\d+)"/g, (_match, depth: string) => deepArrays(Number(depth)));
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so it is written as the
 * three bytes a careless encoder would produce (`%ED%A0%80`), which no decoder accepts.
 */
export function urlText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0) ?? 0;
    if (unit < 0xd800 || unit > 0xdfff) {
      out += encodeURIComponent(char);
      continue;
    }
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}
