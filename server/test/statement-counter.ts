import pg from 'pg';

/** `writes`: BEGIN…COMMIT blocks; `transactions`: those and the statements run on their own. */
export type StatementCount = { statements: number; transactions: number; writes: number };

/**
 * Counts what the process sends PostgreSQL through pool connections from now on: statements,
 * and transactions (a BEGIN…COMMIT, or a statement on its own). Connections opened before the
 * call are not seen, so call it before opening the database; the LISTEN and notice connections,
 * which carry an `application_name`, are left out.
 */
export function countStatements() {
  const original = pg.Client.prototype.query;
  const inTransaction = new WeakSet<object>();
  let count: StatementCount = { statements: 0, transactions: 0, writes: 0 };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const named = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters?.application_name;
    if (!named) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '')).trim().toLowerCase();
      if (text === 'begin') {
        inTransaction.add(this);
        count.transactions++;
        count.writes++;
      } else if (text === 'commit' || text === 'rollback') inTransaction.delete(this);
      else {
        count.statements++;
        if (!inTransaction.has(this)) count.transactions++;
      }
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    /** What was counted since the last call, and starts again from zero. */
    take(): StatementCount {
      const taken = count;
      count = { statements: 0, transactions: 0, writes: 0 };
      return taken;
    },
    restore(): void {
      pg.Client.prototype.query = original;
    },
  };
}
