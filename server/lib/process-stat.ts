import { readFileSync } from 'node:fs';

/** What /proc/<pid>/stat says of a process (Linux). */
export type ProcessStat = {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  /** Clock ticks since boot when it started: with the pid, names one process across pid reuse. */
  startTime: string;
  /** CPU time (user and system) it has used, in ms (100 ticks a second). */
  cpuMs: number;
};

/**
 * The one reader of /proc/<pid>/stat: null when the process is gone, undefined where there is
 * no /proc (or the line cannot be read).
 */
export function processStat(pid: number): ProcessStat | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    return readable('/proc/self/stat') ? null : undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
  // From there, state is field 0, utime and stime 11 and 12, starttime 19.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  if (!state || !startTime) return undefined;
  return { state, startTime, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/** Resident memory of a process in MB, from /proc/<pid>/status; undefined elsewhere or once it has gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function readable(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}
