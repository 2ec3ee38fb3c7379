import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './pglite-statements.ts';

describe('sqlLiteral', () => {
  it('quotes text with its quotes doubled and leaves numbers, booleans and null bare', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(50)).toBe('50');
    expect(sqlLiteral(false)).toBe('false');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(undefined)).toBe('null');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.678Z'))).toBe("'2026-01-02T03:04:05.678Z'");
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral('nul\0byte')).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
  });
});
