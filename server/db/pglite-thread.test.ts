import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTs } from '#server/test/processes.ts';
import { PgliteThread } from './pglite-thread.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'ih-pglite-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database on its own thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.open(undefined);
    await db.query('create table notes (id int primary key, body text not null, tags text[], meta jsonb)');
  });
  afterAll(() => db.close());

  it('carries parameters and rows across the thread with their types', async () => {
    const at = new Date('2026-03-04T05:06:07.890Z');
    const { rows } = await db.query<{
      n: number;
      b: boolean;
      t: string[];
      j: unknown;
      at: Date;
      raw: Uint8Array;
    }>(
      'select $1::int as n, $2::bool as b, $3::text[] as t, $4::jsonb as j, $5::timestamptz as at, $6::bytea as raw',
      [42, true, ['a', 'b'], JSON.stringify({ deep: [1, null] }), at, new Uint8Array([1, 2, 255])],
    );
    expect(rows).toEqual([
      { n: 42, b: true, t: ['a', 'b'], j: { deep: [1, null] }, at, raw: new Uint8Array([1, 2, 255]) },
    ]);
  });

  it('keeps the text of the types a parser is given for, and answers rows as arrays when asked', async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value };
    const { rows } = await db.query<unknown[]>(
      "select timestamptz '2026-03-04 05:06:07+00' as at, 1 as n",
      [],
      { rowMode: 'array', parsers },
    );
    expect(rows).toEqual([['2026-03-04 05:06:07+00', 1]]);
  });

  it("rejects with PostgreSQL's message, SQLSTATE and constraint", async () => {
    await db.query("insert into notes values (1, 'first')");
    const refused = await db.query("insert into notes values (1, 'again')").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({
      message: 'duplicate key value violates unique constraint "notes_pkey"',
      code: '23505',
      constraint: 'notes_pkey',
      table: 'notes',
    });
  });

  it('commits a transaction whose callback resolves, with what it returned', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'kept')");
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;
    });
    expect(result).toBe(2);
    const { rows } = await db.query('select body from notes where id = 2');
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('rolls back a transaction whose callback throws, and throws what it threw', async () => {
    const thrown = new Error('changed my mind');
    const caught = await db
      .transaction(async (tx) => {
        await tx.query("insert into notes values (3, 'dropped')");
        throw thrown;
      })
      .catch((error: unknown) => error);
    expect(caught).toBe(thrown);
    expect((await db.query('select * from notes where id = 3')).rows).toEqual([]);
    // The database is usable afterwards, in and out of transactions.
    await expect(db.transaction(async (tx) => (await tx.query('select 1 as one')).rows)).resolves.toEqual([
      { one: 1 },
    ]);
  });

  it('runs a query from outside a transaction after the transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into notes values (4, 'inside')");
      outside = db.query('select body from notes where id = 4').then((result) => result.rows);
      // The outside query waits: the transaction can still run its own statements meanwhile.
      await tx.query("update notes set body = 'committed' where id = 4");
    });
    await expect(outside).resolves.toEqual([{ body: 'committed' }]);
  });

  it('passes on notifications until the listening is stopped', async () => {
    const heard: string[] = [];
    const stop = await db.listen('note_events', (payload) => heard.push(payload));
    await db.query("select pg_notify('note_events', 'one')");
    await stop();
    await db.query("select pg_notify('note_events', 'two')");
    await db.query('select 1');
    expect(heard).toEqual(['one']);
  });
});

describe('opening and closing the embedded database', () => {
  it('keeps what was written in its data directory after closing', async () => {
    const dir = path.join(scratch, 'kept');
    const first = await PgliteThread.open(dir);
    await first.query('create table kept (body text)');
    await first.query("insert into kept values ('still here')");
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('The database is closed');

    const again = await PgliteThread.open(dir);
    try {
      expect((await again.query('select body from kept')).rows).toEqual([{ body: 'still here' }]);
    } finally {
      await again.close();
    }
  });

  it('fails to open where the data directory cannot be', async () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a directory');
    await expect(PgliteThread.open(file)).rejects.toThrow(/The database failed/);
  });

  it('holds the process only while it has work', async () => {
    const script = path.join(scratch, 'idle.mts');
    // Not closed on purpose: the process must still end once the query is answered.
    writeFileSync(
      script,
      `import { PgliteThread } from ${JSON.stringify(path.resolve(import.meta.dirname, 'pglite-thread.ts'))};
const db = await PgliteThread.open(undefined);
for (const word of ['answered', 'again']) {
  const { rows } = await db.query("select $1 as word from pg_sleep(0.2)", [word]);
  console.log(rows[0].word);
}
`,
    );
    const finished = await runTs(script, [], {});
    expect(finished).toMatchObject({ code: 0, stdout: 'answered\nagain\n' });
  });
});
