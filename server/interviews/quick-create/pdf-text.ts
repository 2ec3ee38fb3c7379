import { Worker } from 'node:worker_threads';

/** How much of an upload is read, and how much one read may cost. */
export type PdfTextLimits = {
  maxPages: number;
  maxChars: number;
  /** Wall time per file; the worker is terminated past it. */
  timeoutMs: number;
  /** Heap of one worker; a decompression bomb ends the worker, not the server. */
  memoryMb: number;
  /** Workers reading at the same time; more requests wait their turn. */
  workers: number;
  /** An idle worker is stopped after this long. */
  idleMs: number;
};

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxPages: 20,
  maxChars: 60_000,
  timeoutMs: 5_000,
  memoryMb: 128,
  workers: 2,
  idleMs: 30_000,
};

export type PdfText = { text: string; totalPages: number; truncated: boolean };

/** unreadable: not a valid PDF; encrypted: needs a password; too-heavy: over the time or memory limit. */
export type PdfTextFailure = 'unreadable' | 'encrypted' | 'too-heavy';
export class PdfTextError extends Error {
  constructor(readonly reason: PdfTextFailure) {
    super(`PDF text extraction failed: ${reason}`);
    this.name = 'PdfTextError';
  }
}

type Job = { data: Uint8Array; resolve: (text: PdfText) => void; reject: (error: Error) => void };
type Reply = { id: number; ok: true } & PdfText;
type Failure = { id: number; ok: false; reason: 'unreadable' | 'encrypted' };
type Slot = { worker: Worker; busy: boolean; idle?: NodeJS.Timeout };

const WORKER_URL = new URL('./pdf-text-worker.mjs', import.meta.url);

/**
 * Reads the text of PDFs in worker threads with bounded pages, characters, time and memory. Workers
 * start on demand, are reused while busy, stop when idle, and a worker that runs over its time or
 * memory is terminated and replaced: a hostile file costs at most one worker for `timeoutMs`.
 */
export function createPdfTextReader(limits: PdfTextLimits = PDF_TEXT_LIMITS) {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    const slot: Slot = { worker, busy: false };
    slots.add(slot);
    return slot;
  };

  const retire = async (slot: Slot) => {
    slots.delete(slot);
    clearTimeout(slot.idle);
    await slot.worker.terminate();
  };

  const run = (slot: Slot, job: Job) => {
    slot.busy = true;
    clearTimeout(slot.idle);
    const id = nextId++;
    const { worker } = slot;
    let settled = false;
    const finish = (outcome: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      outcome();
      slot.busy = false;
      if (!keep || closed) void retire(slot);
      else slot.idle = setTimeout(() => void retire(slot), limits.idleMs).unref();
      pump();
    };
    const onMessage = (reply: Reply | Failure) => {
      if (reply.id !== id) return;
      if (reply.ok)
        finish(
          () => job.resolve({ text: reply.text, totalPages: reply.totalPages, truncated: reply.truncated }),
          true,
        );
      else finish(() => job.reject(new PdfTextError(reply.reason)), true);
    };
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the worker.
    const onFailure = () => finish(() => job.reject(new PdfTextError('too-heavy')), false);
    const timer = setTimeout(onFailure, limits.timeoutMs);
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
    worker.postMessage({ id, data: job.data, maxPages: limits.maxPages, maxChars: limits.maxChars }, [
      job.data.buffer as ArrayBuffer,
    ]);
  };

  const pump = () => {
    while (queue.length && !closed) {
      const slot = [...slots].find((s) => !s.busy) ?? (slots.size < limits.workers ? spawn() : undefined);
      const job = slot && queue.shift();
      if (!slot || !job) return;
      run(slot, job);
    }
  };

  return {
    /** The text of the first `maxPages` pages, at most `maxChars` characters. */
    read(pdf: Uint8Array): Promise<PdfText> {
      if (closed) return Promise.reject(new Error('The PDF reader is closed'));
      // A copy the worker can own: the upload's buffer may share memory with others.
      const data = new Uint8Array(pdf);
      return new Promise((resolve, reject) => {
        queue.push({ data, resolve, reject });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The PDF reader is closed'));
      await Promise.all([...slots].map(retire));
    },
  };
}
export type PdfTextReader = ReturnType<typeof createPdfTextReader>;
