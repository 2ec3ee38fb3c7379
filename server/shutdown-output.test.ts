import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openLive } from '#server/test/live-client.ts';
import { call, eventually, newLiveSession, signIn } from '#server/test/process-client.ts';
import { startServer, tsNode } from '#server/test/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Shutdown-Output-1';
/** main.ts's deadline (10 s) and its watchdog's grace (2 s), with room for a loaded machine. */
const WITHIN_DEADLINE_MS = 20_000;

/** A server of its own on the embedded database, in a fresh data directory. */
async function embeddedServer(dataDir = mkdtempSync(path.join(tmpdir(), 'ih-shutdown-output-'))) {
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const env = {
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
  };
  const { child, output } = await startServer(env);
  return { child, output, dataDir, base: `http://127.0.0.1:${port}` };
}

/** The exit code, or 'still running' once `ms` have passed (the process is then killed). */
async function exitWithin(child: ChildProcess, ms: number): Promise<number | null | 'still running'> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const outcome = await Promise.race([exited, sleep(ms).then(() => 'still running' as const)]);
  if (outcome === 'still running') child.kill('SIGKILL');
  return outcome;
}

/** Requests enough to log far more than a pipe and its reader's buffer hold (two lines each). */
async function logPlenty(base: string) {
  for (let round = 0; round < 150; round++) {
    await Promise.all(Array.from({ length: 8 }, () => call(base, 'GET', '/api/auth/status')));
  }
}

describe('shutdown, whatever the log output does', () => {
  it('exits within its deadline and releases the data directory when nobody reads its output', async () => {
    const { child, dataDir, base } = await embeddedServer();
    child.stdout?.removeAllListeners('data');
    child.stdout?.pause();
    await logPlenty(base);

    child.kill('SIGTERM');

    expect(await exitWithin(child, WITHIN_DEADLINE_MS)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('exits within its deadline when the reader of its output has gone', async () => {
    const { child, dataDir, base } = await embeddedServer();
    child.stdout?.destroy();
    await logPlenty(base);

    child.kill('SIGTERM');

    expect(await exitWithin(child, WITHIN_DEADLINE_MS)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('on a second signal still closes its sockets and releases the data directory', async () => {
    const { child, output, dataDir, base } = await embeddedServer();
    const cookie = await signIn(base, 'admin', PASSWORD);
    const live = await openLive(base, { cookie, sessionId: await newLiveSession(base, cookie) });
    // A request whose body never finishes: the first signal's shutdown waits for it.
    const stalled = request(`${base}/api/local-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 1000, origin: base },
    });
    stalled.on('error', () => undefined);
    stalled.write('{"username":');
    await sleep(200);

    child.kill('SIGTERM');
    await eventually(() => output().includes('shutting down'));
    child.kill('SIGTERM');

    expect(await exitWithin(child, WITHIN_DEADLINE_MS)).not.toBe('still running');
    expect((await live.closed).code).toBe(1012);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    // A new server starts on the same data directory at once.
    const next = await embeddedServer(dataDir);
    next.child.kill('SIGTERM');
    expect(await exitWithin(next.child, WITHIN_DEADLINE_MS)).toBe(0);
  }, 120_000);

  it('ends a process whose main thread never yields, releasing the data directory first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-watchdog-'));
    const lockFile = path.join(dataDir, 'pglite.lock');
    writeFileSync(lockFile, '1');
    const stuck = [
      "const { startShutdownWatchdog } = await import('#server/lib/shutdown-watchdog.ts');",
      `startShutdownWatchdog(300, ${JSON.stringify(lockFile)});`,
      'for (;;);',
    ].join('\n');
    const child = spawn(...tsNode(['--input-type=module', '-e', stuck]), { cwd: root });
    const signal = new Promise((resolve) => child.once('exit', (_, name) => resolve(name)));

    expect(await exitWithin(child, WITHIN_DEADLINE_MS)).toBeNull();
    expect(await signal).toBe('SIGKILL');
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});
