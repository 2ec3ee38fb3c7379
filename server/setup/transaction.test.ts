import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from './transaction.ts';

describe('foreign key violations', () => {
  it('are recognised directly or wrapped by the driver', () => {
    const pg = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    expect(isForeignKeyViolation(pg)).toBe(true);
    expect(isForeignKeyViolation(new Error('Failed query', { cause: pg }))).toBe(true);
    expect(isForeignKeyViolation(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isForeignKeyViolation('23503')).toBe(false);
  });
});
