import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Db } from './client.ts';

/**
 * The embedded database, run by server/db/pglite-worker.mjs on a thread of its own. It offers the
 * part of PGlite's interface that Drizzle's PGlite driver and this app use: `query`,
 * `transaction`, `listen`, `close`. The server's thread only sends statements and receives rows,
 * so a query in WebAssembly no longer holds up every other request: docs/decisions/020.
 */

/** A parser given in the options can't cross to the worker: the type's text is kept instead. */
type ThreadQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers' | 'paramTypes'>;
export type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
};

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      transaction?: number;
      rowMode?: string;
      textTypes?: number[];
      paramTypes?: number[];
    }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; listener: number; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' };
type ErrorFields = { name: string; message: string } & Record<string, string | number | boolean | null>;
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };
type Notification = { listener: number; payload: string };
type Ready = { ready: true } | { ready: false; error: ErrorFields };

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** An error from the worker, with PostgreSQL's fields (`code`, `constraint`…) as PGlite gave them. */
function rebuild({ name, message, ...fields }: ErrorFields): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** What the worker's PGlite has for options: their types as numbers, the parsers as "keep the text". */
function optionsFor(options: ThreadQueryOptions | undefined) {
  const textTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  return { rowMode: options?.rowMode, textTypes, paramTypes: options?.paramTypes };
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #requests = 0;
  #listenerCount = 0;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker on `dir` (undefined: in memory) and waits for the database to open. */
  static async open(dir: string | undefined): Promise<PgliteThread> {
    const worker = new Worker(workerUrl, { workerData: { dataDir: dir && path.resolve(dir) } });
    // `once` also rejects on an 'error' event; the abort removes what it listened with.
    const opening = new AbortController();
    const { signal } = opening;
    const [ready] = (await Promise.race([
      once(worker, 'message', { signal }),
      once(worker, 'exit', { signal }).then(([code]) => {
        throw new Error(`The database thread stopped (exit code ${code})`);
      }),
    ]).finally(() => opening.abort())) as [Ready];
    if (!ready.ready) {
      await worker.terminate();
      throw rebuild(ready.error);
    }
    const thread = new PgliteThread(worker);
    thread.#follow();
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params: unknown[] = [], options?: ThreadQueryOptions): Promise<Results<T>> {
    return this.#send({ op: 'query', sql, params, ...optionsFor(options) }) as Promise<Results<T>>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = (await this.#send({ op: 'begin' })) as number;
    const tx: ThreadTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: ThreadQueryOptions) =>
        this.#send({ op: 'query', sql, params, transaction, ...optionsFor(options) }) as Promise<Results<R>>,
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#send({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', transaction, commit: true });
    return result;
  }

  /** Calls `onPayload` with every NOTIFY on `channel` until the returned function is called. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = ++this.#listenerCount;
    this.#listeners.set(listener, onPayload);
    try {
      await this.#send({ op: 'listen', listener, channel });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listener) || this.#closed) return;
      await this.#send({ op: 'unlisten', listener });
    };
  }

  /**
   * Closes the database (what was written is on disk), then ends the thread. Past `timeoutMs`
   * (a transaction that never ends holds the close up) the thread is ended anyway, and this
   * rejects: shutdown is bounded.
   */
  async close(timeoutMs = 5_000): Promise<void> {
    if (this.#closed) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The database did not close within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([this.#send({ op: 'close' }), late]);
    } finally {
      clearTimeout(timer);
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #send(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    const id = ++this.#requests;
    // The thread keeps the process alive only while it has work: an idle database never does.
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  #follow() {
    this.#worker.unref();
    this.#worker.on('message', (message: Reply | Notification) => {
      if ('listener' in message) {
        this.#listeners.get(message.listener)?.(message.payload);
        return;
      }
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (this.#waiting.size === 0) this.#worker.unref();
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(rebuild(message.error));
    });
    const stopped = (error: Error) => {
      this.#closed = true;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    this.#worker.on('error', stopped);
    this.#worker.on('exit', (code) => stopped(new Error(`The database thread stopped (exit code ${code})`)));
  }
}

/** The thread behind a Drizzle database on PGlite; undefined on PostgreSQL. */
export function pgliteThreadOf(db: Db): PgliteThread | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof PgliteThread ? client : undefined;
}
