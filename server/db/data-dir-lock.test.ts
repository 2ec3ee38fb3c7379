import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const onLinux = existsSync('/proc/self/stat');

/** The state letter of a process in /proc (Z: exited, not yet reaped by its parent). */
const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];

/**
 * A process that has exited but whose parent has not reaped it: the shell starts `sleep 0.05` in
 * the background and becomes `sleep 30`, which never waits for its child.
 */
async function zombie() {
  const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (d: Buffer) => resolve(Number.parseInt(d.toString(), 10))),
  );
  for (let waited = 0; stateOf(pid) !== 'Z'; waited += 10) {
    if (waited > 5_000) throw new Error('the child never became a zombie');
    await sleep(10);
  }
  return { pid, reap: () => parent.kill('SIGKILL') };
}

describe('the data directory lock', () => {
  it('refuses a second holder while the first one runs, and frees the directory on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ih-lock-'));
    const release = acquireDataDirLock(dir);
    // Another live process (our parent) holds it.
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over the lock of a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ih-lock-'));
    writeFileSync(path.join(dir, 'pglite.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
  });

  it.skipIf(!onLinux)(
    'takes over the lock of a killed process its parent has not reaped yet (a zombie)',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ih-lock-'));
      const dead = await zombie();
      try {
        writeFileSync(path.join(dir, 'pglite.lock'), String(dead.pid));
        const release = acquireDataDirLock(dir);
        expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
        release();
      } finally {
        dead.reap();
      }
    },
  );

  it.skipIf(!onLinux)(
    'takes over a lock whose pid now belongs to another process (reused after a restart)',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ih-lock-'));
      // Our parent's pid, but with a start time it never had: the holder died and the pid was reused.
      writeFileSync(path.join(dir, 'pglite.lock'), `${process.ppid} 1`);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
      release();
    },
  );
});
