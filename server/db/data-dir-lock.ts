import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { processStat } from '#server/lib/process-stat.ts';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by another Interview Hub process (pid ${pid}). ` +
        'Stop that process first; nothing was changed.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock file of the embedded database in `dataDir`. */
export function dataDirLockFile(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/**
 * PGlite allows one process per data directory; a second opener would corrupt it. Every process
 * that opens the embedded database holds this lock file for as long as it runs. The file holds
 * the holder's pid and, on Linux, its start time, so a pid reused by another process after a
 * restart (a container's pid 1, say) is not taken for the holder.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = dataDirLockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      const started = processStat(process.pid)?.startTime;
      writeSync(fd, started === undefined ? String(process.pid) : `${process.pid} ${started}`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const holder = Number.parseInt(pid ?? '', 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder, startTime)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * Whether the holder still runs. A process killed with `kill -9` stays in the process table as a
 * zombie (state Z) until its parent reaps it: it holds nothing and must not block a restart.
 */
function isRunning(pid: number, startTime: string | undefined): boolean {
  const stat = processStat(pid);
  if (stat === null) return false; // no such process
  if (stat === undefined) return signalable(pid); // no /proc here
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === undefined || startTime === stat.startTime;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
