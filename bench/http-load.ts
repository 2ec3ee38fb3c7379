/**
 * A closed loop of GETs: `clients` keep-alive connections, each sending its next request as soon
 * as the last one is answered. The clients are a process of their own (bench/http-load-client.mjs)
 * speaking HTTP/1.1 on raw sockets, so they cost the two shared cores little and never share the
 * server's event loop. Every latency is kept, so percentiles are exact.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export type LoadOptions = {
  base: string;
  cookie: string;
  path: string;
  clients: number;
  seconds: number;
};
export type LoadResult = {
  /** Milliseconds, every request of the measured period. */
  samples: number[];
  perSecond: number;
  bytes: number;
  /** Requests answered per connection: an even spread means no client was starved. */
  perClient: number[];
};

const CLIENT = path.join(import.meta.dirname, 'http-load-client.mjs');

export async function runLoad({
  base,
  cookie,
  path: target,
  clients,
  seconds,
}: LoadOptions): Promise<LoadResult> {
  const { port, hostname } = new URL(base);
  const args = [CLIENT, hostname, port, target, String(clients), String(seconds)];
  // The cookie travels in the environment, not on a command line other processes can read.
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, LOAD_COOKIE: cookie },
    maxBuffer: 64 << 20,
  });
  return JSON.parse(stdout) as LoadResult;
}
