import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's server programs; `PG_BIN` points elsewhere. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const programs = ['initdb', 'pg_ctl', 'postgres'].map((p) => path.join(BIN, p));

/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export const clusterUnavailable: string | undefined = programs.every((p) => existsSync(p))
  ? undefined
  : `PostgreSQL's server programs are not in ${BIN} (set PG_BIN)`;

/** initdb refuses to run as root: there the cluster belongs to the `postgres` account. */
const asRoot = userInfo().uid === 0;
const OWNER = 'postgres';

async function as(program: string, args: string[]) {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', OWNER, '--', path.join(BIN, program), ...args]]
    : [path.join(BIN, program), args];
  return run(file, argv, { timeout: 60_000 });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type Cluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is terminated, as in an upgrade or failover. */
  restart(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
  log(): string;
};

/**
 * A PostgreSQL cluster of the test's own, on a free port of 127.0.0.1 with its socket in its
 * data directory, so a test may stop and restart it without touching any other server.
 */
export async function startCluster(): Promise<Cluster> {
  if (clusterUnavailable) throw new Error(clusterUnavailable);
  const dir = mkdtempSync(path.join(tmpdir(), 'ih-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', OWNER]);
    const { stdout: group } = await run('id', ['-g', OWNER]);
    chownSync(dir, Number(stdout), Number(group));
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => void (await ctl('-o', options, 'start')),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    restart: async () => void (await ctl('-m', 'fast', '-o', options, 'restart')),
    async destroy() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  await cluster.start();
  return cluster;
}
