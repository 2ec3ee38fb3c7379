import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INPUT_DEPTH_MAX, inputProblem, parseInput, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from './input.ts';

const nested = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('the input rule', () => {
  it('lets any Unicode text through, emoji and other surrogate pairs included, and control characters PostgreSQL stores', () => {
    const text = 'Zoë 👩🏽‍💻 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \t\n\r\u0001 日本語';
    expect(inputProblem({ name: text, tags: [text], [text]: 1 })).toBeUndefined();
  });

  it('finds U+0000 and lone surrogates in values and keys, with their path', () => {
    expect(inputProblem({ a: { b: ['ok', 'x\u0000'] } })).toEqual({
      path: ['a', 'b', 1],
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(inputProblem({ s: 'high \ud800 alone' })?.path).toEqual(['s']);
    expect(inputProblem({ s: 'low \udc00 alone' })?.path).toEqual(['s']);
    expect(inputProblem({ s: 'reversed \udc00\ud800' })?.path).toEqual(['s']);
    expect(inputProblem({ map: { 'Ada\u0000': 'CANDIDATE' } })?.path).toEqual(['map', 'Ada\u0000']);
    expect(inputProblem('\u0000')).toEqual({ path: [], message: UNSAFE_TEXT_MESSAGE });
  });

  it(`allows ${INPUT_DEPTH_MAX} levels of nesting and refuses more, however deep, without recursion`, () => {
    expect(inputProblem(nested(INPUT_DEPTH_MAX))).toBeUndefined();
    expect(inputProblem(nested(INPUT_DEPTH_MAX + 1))?.message).toBe(TOO_DEEP_MESSAGE);
    expect(inputProblem(nested(1_000_000))?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('walks wide input too', () => {
    expect(inputProblem(new Array(200_000).fill({ a: 'b' }))).toBeUndefined();
  });

  it('parses with the contract only when the rule holds, and reports the rule as a zod issue', () => {
    const schema = z.object({ name: z.string() });
    expect(parseInput(schema, { name: 'Ada' })).toMatchObject({ success: true, data: { name: 'Ada' } });
    const refused = parseInput(schema, { name: 'A\u0000da' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['name'], message: UNSAFE_TEXT_MESSAGE }),
    ]);
    expect(parseInput(schema, { name: 1 }).error?.issues[0]?.path).toEqual(['name']);
  });
});
