import pg from 'pg';

/**
 * One connection of its own outside the pool, opened on first use and again after it drops (a
 * restart, `pg_terminate_backend`): what goes through it never waits behind the pool's queries.
 */
export function createDedicatedConnection(config: pg.ClientConfig, name: string) {
  let current: Promise<pg.Client> | undefined;
  let closed = false;

  const open = (): Promise<pg.Client> => {
    const client = new pg.Client({ ...config, application_name: name, keepAlive: true });
    const opening = client.connect().then(() => client);
    const forget = () => {
      if (current === opening) current = undefined;
    };
    // A dropped connection must not take the process down; the next query opens another.
    client.on('error', () => {
      forget();
      client.end().catch(() => undefined);
    });
    client.on('end', forget);
    opening.catch(forget);
    return opening;
  };

  return {
    async query(text: string, values: unknown[]): Promise<void> {
      // Once closed it stays closed: a late query must not open a connection nobody ends.
      if (closed) throw new Error(`${name}: the connection is closed`);
      current ??= open();
      await (await current).query(text, values);
    },
    async close(): Promise<void> {
      closed = true;
      const closing = current;
      current = undefined;
      const client = await closing?.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
export type DedicatedConnection = ReturnType<typeof createDedicatedConnection>;
