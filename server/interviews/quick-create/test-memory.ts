import { readdirSync, readFileSync } from 'node:fs';
import { residentMb } from '#server/lib/process-stat.ts';

/** Memory of the server's process and of its PDF reading children, for tests and benchmarks (Linux). */

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The pids of this process's PDF reading children, from /proc. */
export function readingChildren(): number[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((tid) =>
    read(`/proc/${process.pid}/task/${tid}/children`).split(' ').filter(Boolean).map(Number),
  );
  return children.filter((pid) => read(`/proc/${pid}/cmdline`).includes('pdf-text-process.mjs'));
}

const MB = 1024 * 1024;

/** This process's resident memory and its reading children's, in MB, as one sample. */
export function memorySample() {
  return {
    serverMb: process.memoryUsage.rss() / MB,
    childrenMb: readingChildren().reduce((sum, pid) => sum + (residentMb(pid) ?? 0), 0),
  };
}
export type MemorySample = ReturnType<typeof memorySample>;

/** Runs `work` while sampling memory every `everyMs`; answers its result and the highest samples. */
export async function peakMemory<T>(work: () => Promise<T>, everyMs = 10) {
  const peak: MemorySample = memorySample();
  const sample = () => {
    const now = memorySample();
    peak.serverMb = Math.max(peak.serverMb, now.serverMb);
    peak.childrenMb = Math.max(peak.childrenMb, now.childrenMb);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
