import { type PdfTextChild, startPdfTextChild } from './pdf-text-child.ts';

/** How much of an upload is read, and how much one read may cost. */
export type PdfTextLimits = {
  maxPages: number;
  maxChars: number;
  /**
   * CPU time per file; the reading process is killed past it. CPU rather than wall time, so that
   * a loaded server neither refuses a normal file nor lets a bomb outrun its memory limit.
   */
  cpuMs: number;
  /** Wall time per file, for a read that stalls without using CPU; the process is killed past it. */
  timeoutMs: number;
  /**
   * Resident memory of one reading process, pdf.js's inflated streams included (a decompression
   * bomb's); the process is killed past it. Its JavaScript heap is capped at half of this.
   */
  memoryMb: number;
  /** Processes reading at the same time. */
  processes: number;
  /** Files waiting for a process; past this a read is refused as busy. */
  queue: number;
  /** An idle process is stopped after this long. */
  idleMs: number;
};

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxPages: 20,
  maxChars: 60_000,
  cpuMs: 5_000,
  timeoutMs: 20_000,
  memoryMb: 256,
  processes: 2,
  queue: 8,
  idleMs: 30_000,
};

export type PdfText = { text: string; totalPages: number; truncated: boolean };

/**
 * unreadable: not a valid PDF; encrypted: needs a password; too-large: over the memory limit;
 * too-slow: over the CPU or wall time limit; busy: too many files already waiting.
 */
export type PdfTextFailure = 'unreadable' | 'encrypted' | 'too-large' | 'too-slow' | 'busy';
export class PdfTextError extends Error {
  constructor(
    readonly reason: PdfTextFailure,
    /** The limit the file ran into, for the answer's message. */
    readonly limits: Pick<PdfTextLimits, 'memoryMb' | 'cpuMs'> = PDF_TEXT_LIMITS,
  ) {
    super(`PDF text extraction failed: ${reason}`);
    this.name = 'PdfTextError';
  }
}

type Job = { data: Uint8Array; resolve: (text: PdfText) => void; reject: (error: Error) => void };
type Slot = { child: PdfTextChild; busy: boolean; idle?: NodeJS.Timeout };

const closedError = () => new Error('The PDF reader is closed');

/**
 * Reads the text of PDFs in child processes with bounded pages, characters, time and memory
 * (pdf-text-child.ts). Processes start on demand, read one file at a time, are reused while
 * files keep coming and stop when idle. One that runs over its limits is killed and replaced, and
 * one that grew past half its memory limit is replaced after its file, so what a heavy file took
 * goes back to the system. At most `processes` files are read at once and `queue` wait.
 */
export function createPdfTextReader(limits: PdfTextLimits = PDF_TEXT_LIMITS) {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let closed = false;

  const retire = async (slot: Slot) => {
    slots.delete(slot);
    clearTimeout(slot.idle);
    await slot.child.kill();
  };

  const spawn = (): Slot => {
    const slot: Slot = { child: startPdfTextChild(limits), busy: false };
    slots.add(slot);
    return slot;
  };

  const run = async (slot: Slot, job: Job) => {
    slot.busy = true;
    clearTimeout(slot.idle);
    try {
      const outcome = await slot.child.read(job.data);
      if (closed) job.reject(closedError());
      else if (outcome.ok) job.resolve(outcome.text);
      else job.reject(new PdfTextError(outcome.reason, limits));
    } catch (error) {
      job.reject(error as Error);
    }
    slot.busy = false;
    const grown = (slot.child.residentMb() ?? 0) > limits.memoryMb / 2;
    if (closed || grown || !slot.child.usable) void retire(slot);
    else slot.idle = setTimeout(() => void retire(slot), limits.idleMs).unref();
    pump();
  };

  const pump = () => {
    while (queue.length && !closed) {
      const slot = [...slots].find((s) => !s.busy) ?? (slots.size < limits.processes ? spawn() : undefined);
      const job = slot && queue.shift();
      if (!slot || !job) return;
      void run(slot, job);
    }
  };

  return {
    /** The text of the first `maxPages` pages, at most `maxChars` characters. */
    read(pdf: Uint8Array): Promise<PdfText> {
      if (closed) return Promise.reject(closedError());
      if (queue.length >= limits.queue) return Promise.reject(new PdfTextError('busy', limits));
      return new Promise((resolve, reject) => {
        queue.push({ data: pdf, resolve, reject });
        pump();
      });
    },
    /** Refuses the files still waiting and kills every reading process. */
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(closedError());
      await Promise.all([...slots].map(retire));
    },
  };
}
export type PdfTextReader = ReturnType<typeof createPdfTextReader>;
