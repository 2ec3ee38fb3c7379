import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger.ts';

describe('serializeError', () => {
  it('keeps the SQL text, SQL state and names of a failed query, not its parameters or detail', () => {
    const database = Object.assign(new Error('invalid input syntax for type uuid: "Jane Doe"'), {
      code: '22P02',
      severity: 'ERROR',
      table: 'candidates',
      detail: 'Failing row contains (Jane Doe, jane@example.org)',
      where: "unnamed portal parameter $1 = 'Jane Doe'",
      params: ['Jane Doe'],
    });
    const failed = new DrizzleQueryError('select 1 from "candidates" where id = $1', ['Jane Doe'], database);

    const logged = serializeError(failed);

    expect(JSON.stringify(logged)).not.toMatch(/Jane|jane/);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select 1 from "candidates" where id = $1',
      cause: { message: 'invalid input syntax for type uuid: "…"', sqlState: '22P02', table: 'candidates' },
    });
  });

  it('blanks quoted values but keeps the names PostgreSQL quotes', () => {
    const unique = new Error('duplicate key value violates unique constraint "users_username_unique"');
    expect(serializeError(unique)).toMatchObject({ message: unique.message });
    const json = (() => {
      try {
        JSON.parse('Jane Doe');
      } catch (error) {
        return error;
      }
    })();
    expect(JSON.stringify(serializeError(json))).not.toContain('Jane');
  });

  it("leaves out any other field, such as a provider error's request body", () => {
    const provider = Object.assign(new Error('Bad request'), {
      statusCode: 400,
      requestBodyValues: { messages: [{ content: 'Résumé of Jane Doe' }] },
    });
    expect(serializeError(provider)).toEqual({
      type: 'Error',
      message: 'Bad request',
      statusCode: 400,
      stack: expect.stringMatching(/^Error: Bad request\n\s+at /),
    });
  });
});
