import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '#server/test/test-db.ts';
import { sqlLiteral } from './pglite-statements.ts';

describe('sqlLiteral', () => {
  it('quotes text with its quotes doubled and leaves numbers, booleans and null bare', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    // node-postgres's escapeLiteral: an E'' string with the backslash doubled.
    expect(sqlLiteral('back\\slash')).toBe(" E'back\\\\slash'");
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

  it('writes text the database reads back as it was', async () => {
    const { db } = await sharedTestDatabase();
    for (const text of ["O'Brien'); delete from applications; --", "back\\slash \\' end", 'ünï ✓ $1 "q"']) {
      const query = sql.raw(`select ${sqlLiteral(text)}::text as text`);
      const result = (await db.execute(query)) as unknown as { rows: { text: string }[] };
      expect(result.rows[0]?.text).toBe(text);
    }
  });
});
