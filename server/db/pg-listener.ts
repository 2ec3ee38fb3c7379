import pg from 'pg';

export type Backoff = {
  /** Wait before the first attempt to connect again; doubles on every failure. */
  initialMs: number;
  maxMs: number;
};

type Deps = {
  /** Connection settings (the pool's), for a client of its own outside the pool. */
  config: pg.ClientConfig;
  /** `application_name` of the connection, as `pg_stat_activity` shows it. */
  name: string;
  channel: string;
  onNotification(payload: string): void;
  /**
   * After every connection, once LISTEN is active. Whatever was notified while no connection
   * listened is gone for good (NOTIFY has no replay): the caller reads it from the database.
   */
  onListening(): void;
  /** The connection was lost; nothing notified from now until `onListening` reaches it. */
  onDropped?(): void;
  onError(error: unknown): void;
  backoff: Backoff;
};

/**
 * A dedicated connection that LISTENs on one channel and comes back by itself: when it drops
 * (server restart, `pg_terminate_backend`, network) it reconnects with exponential backoff and
 * jitter, then calls `onListening` again.
 */
export function startListener(deps: Deps) {
  const { config, name, channel, onNotification, onListening, onDropped, onError, backoff } = deps;
  let current: { client: pg.Client; pid: number } | undefined;
  let stopped = false;
  let delay = backoff.initialMs;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  const waiters = new Set<(pid: number) => void>();

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    const wait = delay * (0.5 + Math.random() / 2);
    delay = Math.min(delay * 2, backoff.maxMs);
    timer = setTimeout(() => {
      timer = undefined;
      attempt = connect();
    }, wait);
  };

  const connect = async () => {
    const client = new pg.Client({ ...config, application_name: name, keepAlive: true });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (current?.client === client) {
        current = undefined;
        onDropped?.();
      }
      if (error !== undefined && !stopped) onError(error);
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (stopped || dropped) return drop();
      current = { client, pid: rows[0]?.pid ?? 0 };
      delay = backoff.initialMs;
      for (const wake of [...waiters]) wake(current.pid);
      waiters.clear();
      onListening();
    } catch (error) {
      drop(error);
    }
  };

  attempt = connect();

  return {
    /** The backend pid of the LISTEN connection; undefined while it is down. */
    pid: (): number | undefined => current?.pid,
    /** Resolves with the backend pid as soon as LISTEN is active. */
    listening(): Promise<number> {
      if (current) return Promise.resolve(current.pid);
      return new Promise((resolve) => waiters.add(resolve));
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await attempt;
      const client = current?.client;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
export type Listener = ReturnType<typeof startListener>;

/**
 * `startListener` only while it is needed: `follow()` when this instance starts following a
 * session, `unfollowLater()` when it follows none (the connection outlives that by `idleMs`, so
 * a page reload does not reconnect). An idle instance holds no LISTEN connection.
 */
export function createListenerOnDemand(deps: Deps & { idleMs: number }) {
  let listener: Listener | undefined;
  let idle: NodeJS.Timeout | undefined;
  const clearIdle = () => {
    if (idle) clearTimeout(idle);
    idle = undefined;
  };
  return {
    follow(): void {
      clearIdle();
      listener ??= startListener(deps);
    },
    unfollowLater(): void {
      idle ??= setTimeout(() => {
        idle = undefined;
        void listener?.stop();
        listener = undefined;
      }, deps.idleMs);
      idle.unref();
    },
    /** The backend pid of the LISTEN connection; undefined while it is down or not needed. */
    pid: (): number | undefined => listener?.pid(),
    /** Resolves with that pid once LISTEN is active (only while following). */
    listening: (): Promise<number> =>
      listener ? listener.listening() : Promise.reject(new Error('no session is followed here')),
    async stop(): Promise<void> {
      clearIdle();
      await listener?.stop();
      listener = undefined;
    },
  };
}
