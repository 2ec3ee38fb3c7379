// The embedded database on a thread of its own (server/db/pglite-thread.ts holds the other end).
// PGlite runs PostgreSQL in WebAssembly on the thread that calls it: here, so that queries use
// the second core while the server's thread answers requests (docs/decisions/020).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader of its parent.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** The value kept as text: what a parser given in the query options does on the other side. */
const asText = (value) => value;

/** The transactions in progress, by number: the open PGlite transaction and how to end it. */
const transactions = new Map();
let transactionCount = 0;
/** What each LISTEN passes on: its stop function, by the listener's number. */
const listeners = new Map();

/** The fields of an error that cross a thread: its message, name and SQLSTATE details. */
function describe(error) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  // WebAssembly's file system throws plain objects (`{ errno }`) rather than errors.
  const message =
    typeof error?.message === 'string' ? error.message : `The database failed: ${JSON.stringify(fields)}`;
  return { ...fields, name: error instanceof Error ? error.name : 'Error', message };
}

function queryOptions({ rowMode, textTypes, paramTypes }) {
  const options = { rowMode };
  if (textTypes) options.parsers = Object.fromEntries(textTypes.map((type) => [type, asText]));
  if (paramTypes) options.paramTypes = paramTypes;
  return options;
}

function query(db, message) {
  const target = message.transaction === undefined ? db : transactions.get(message.transaction)?.tx;
  if (!target) throw new Error('The transaction has already ended');
  return target
    .query(message.sql, message.params, queryOptions(message))
    .then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
}

/** Opens a transaction that stays open until `end`: its queries arrive as messages meanwhile. */
function begin(db) {
  const number = ++transactionCount;
  const forget = () => transactions.delete(number);
  return new Promise((opened, failed) => {
    // The callback runs once BEGIN has run, after `done` is set.
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(number, { tx, commit, rollback, done });
          opened(number);
        }),
    );
    // A failure before the callback ran (the database closed) fails the BEGIN.
    done.then(forget, (error) => {
      forget();
      failed(error);
    });
  });
}

const ROLLED_BACK = Symbol('rolled back');
async function end(_db, { transaction, commit }) {
  const entry = transactions.get(transaction);
  if (!entry) throw new Error('The transaction has already ended');
  if (commit) entry.commit();
  else entry.rollback(ROLLED_BACK);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

async function listen(db, { listener, channel }) {
  const stop = await db.listen(channel, (payload) => port.postMessage({ listener, payload }));
  listeners.set(listener, stop);
}

async function unlisten(db, { listener }) {
  const stop = listeners.get(listener);
  listeners.delete(listener);
  if (stop && !db.closed) await stop();
}

const operations = { query, begin, end, listen, unlisten, close: (db) => db.close() };

async function main() {
  const { dataDir } = workerData;
  const extensions = { pg_trgm };
  const db = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  try {
    await db.waitReady;
  } catch (error) {
    port.postMessage({ ready: false, error: describe(error) });
    return;
  }
  port.on('message', (message) => {
    const operation = operations[message.op];
    Promise.resolve()
      .then(() => operation(db, message))
      .then(
        (value) => port.postMessage({ id: message.id, ok: true, value }),
        (error) => port.postMessage({ id: message.id, ok: false, error: describe(error) }),
      );
  });
  port.postMessage({ ready: true });
}

await main();
