/**
 * The server as `npm start` runs it, in a process of its own, on a database the benchmark has
 * already filled: the figures are then the server's alone, not those of a process that has just
 * built 67,000 rows. Logs at `warn`, so that no request writes a line.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../e2e/fixtures/server.ts';

const root = path.resolve(import.meta.dirname, '..');

export type ServerProcess = { url: string; stop: () => Promise<void> };

/** Starts server/main.ts on `dataDir` (PGlite there) or on `databaseUrl`; resolves once it answers. */
export async function startServerProcess(dataDir: string, databaseUrl = ''): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const answer = await fetch(`${url}/api/auth/status`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 300) throw new Error('The server did not answer within 30 s');
    await sleep(100);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in over HTTP as the server's own login form does; returns the `sid=…` cookie. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/local-auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!answer.ok || !sid) throw new Error(`Sign-in failed: ${answer.status} ${await answer.text()}`);
  return sid.split(';')[0] as string;
}
