import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError, appErrorOf } from '#server/lib/errors.ts';
import { isDatabaseUnreachable, unreachableAs503 } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a failed query', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection exception', withCode('connection failure', '08006')],
    ['dropped', new Error('Connection terminated unexpectedly')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s is a 503, also when Drizzle wraps it', (_, cause) => {
    const wrapped = new DrizzleQueryError('select 1', [], cause);
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    const mapped = appErrorOf(new DrizzleQueryError('select 1', [], unreachableAs503(cause) as Error));
    expect(mapped).toMatchObject({ status: 503, code: 'unavailable' });
    expect(mapped?.cause).toBe(cause);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is left as it is', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(unreachableAs503(error)).toBe(error);
  });

  it('leaves an AppError alone', () => {
    const conflict = AppError.conflict('taken');
    expect(unreachableAs503(conflict)).toBe(conflict);
  });
});
