import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { processStat, residentMb } from '#server/lib/process-stat.ts';
import type { PdfText, PdfTextFailure, PdfTextLimits } from './pdf-text.ts';

const SCRIPT = fileURLToPath(new URL('./pdf-text-process.mjs', import.meta.url));
/** How often a reading child's memory and CPU time are checked; pdf.js inflates ~70 MB/s, so ~1.5 MB between checks. */
const WATCH_MS = 20;

const pidResidentMb = (pid: number | undefined) => (pid === undefined ? undefined : residentMb(pid));
const cpuMs = (pid: number | undefined) => (pid === undefined ? 0 : (processStat(pid)?.cpuMs ?? 0));

export type ReadOutcome = { ok: true; text: PdfText } | { ok: false; reason: PdfTextFailure };
type Reply = { id: number; ok: true } & PdfText;
type Failure = { id: number; ok: false; reason: 'unreadable' | 'encrypted' };

/**
 * One child process that reads PDFs one at a time. Its heap is capped by V8's flag; everything
 * else it holds (pdf.js keeps inflated streams in ArrayBuffers, outside the heap) is checked from
 * here in /proc every WATCH_MS, and the child is killed past `memoryMb`, `cpuMs` or `timeoutMs`. The child
 * gets an empty environment: no secret of the server's reaches the code that parses the upload.
 */
export function startPdfTextChild(limits: PdfTextLimits) {
  const child = fork(SCRIPT, [], {
    execArgv: [`--max-old-space-size=${Math.floor(limits.memoryMb / 2)}`],
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const exited = once(child, 'exit').catch(() => undefined);
  /** False once the child is ending or has failed to start: it takes no more files. */
  let usable = true;
  /** Why the child could not start or be signalled: a fault of the server, not of the file. */
  let fault: Error | undefined;
  child.once('exit', () => {
    usable = false;
  });
  child.on('error', (error) => {
    usable = false;
    fault = error;
  });
  let nextId = 1;

  /** Idle, the child does not keep the server's process alive. */
  const hold = (busy: boolean) => {
    if (busy) child.ref();
    else child.unref();
    const channel = child.channel as { ref(): void; unref(): void } | undefined;
    if (busy) channel?.ref();
    else channel?.unref();
  };
  hold(false);

  const kill = async () => {
    usable = false;
    if (child.exitCode === null && child.signalCode === null) {
      // Held until it has exited, so a closing server waits for it rather than leaving it behind.
      child.ref();
      child.kill('SIGKILL');
    }
    await exited;
  };

  /** Never rejects for the file's sake: a failure to read is an outcome; a child that cannot start throws. */
  const read = (data: Uint8Array): Promise<ReadOutcome> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      hold(true);
      const finish = (end: () => void) => {
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage).off('exit', onExit).off('error', onError);
        hold(false);
        end();
      };
      const fail = (reason: PdfTextFailure) =>
        finish(() => {
          void kill();
          resolve({ ok: false, reason });
        });
      const onMessage = (reply: Reply | Failure) => {
        if (reply.id !== id) return;
        if (!reply.ok) return finish(() => resolve({ ok: false, reason: reply.reason }));
        const { text, totalPages, truncated } = reply;
        finish(() =>
          resolve({ ok: true, text: { text: text.slice(0, limits.maxChars), totalPages, truncated } }),
        );
      };
      // The child's only ways to end mid-read are its heap limit (V8 aborts) and the kernel's OOM killer.
      const onExit = () => fail('too-large');
      const onError = (error: Error) => finish(() => reject(error));
      const timer = setTimeout(() => fail('too-slow'), limits.timeoutMs);
      const cpuBefore = cpuMs(child.pid);
      const watch = setInterval(() => {
        if ((pidResidentMb(child.pid) ?? 0) > limits.memoryMb) fail('too-large');
        else if (cpuMs(child.pid) - cpuBefore > limits.cpuMs) fail('too-slow');
      }, WATCH_MS);
      child.on('message', onMessage).on('exit', onExit).on('error', onError);
      if (fault) return onError(fault);
      if (!usable) return onExit();
      // A child that has just died cannot take the file; its exit answers (onExit).
      child.send({ id, data, maxPages: limits.maxPages, maxChars: limits.maxChars }, () => undefined);
    });

  return {
    read,
    kill,
    get usable() {
      return usable;
    },
    residentMb: () => pidResidentMb(child.pid),
  };
}
export type PdfTextChild = ReturnType<typeof startPdfTextChild>;
