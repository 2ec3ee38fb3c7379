import { Worker } from 'node:worker_threads';

/**
 * Runs on a thread of its own, so that nothing the main thread is stuck in (a write the terminal
 * holds, a loop that never yields) can hold it: it removes the lock file, then kills the process.
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { rmSync } = require('node:fs');
setTimeout(() => {
  if (workerData.lockFile) rmSync(workerData.lockFile, { force: true });
  process.kill(process.pid, 'SIGKILL');
}, workerData.ms);
`;

/**
 * The last resort of a shutdown: `ms` from now, if the process still runs, the embedded database's
 * lock file (when there is one) is removed and the process is killed. It keeps nothing alive: a
 * shutdown that ends first ends it.
 */
export function startShutdownWatchdog(ms: number, lockFile: string | undefined): void {
  // Plain CommonJS: none of the main thread's loaders or flags (`--input-type`, tsx).
  new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { ms, lockFile } }).unref();
}
