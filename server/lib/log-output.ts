import { setTimeout as sleep } from 'node:timers/promises';
import { prettyFactory } from 'pino-pretty';

/** JSON lines for files and log collectors; readable lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` when set; otherwise readable lines at a terminal and JSON anywhere else. */
export function chooseLogFormat(setting: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return setting ?? (isTerminal ? 'pretty' : 'json');
}

/** What the log writes to: standard output, or a stream like it in tests. */
type Output = Pick<NodeJS.WritableStream & { writableLength: number }, 'write' | 'writableLength' | 'on'> & {
  isTTY?: boolean;
};

export type LogOutput = {
  /** Where the logger writes its JSON lines. */
  stream: { write(line: string): void };
  /**
   * Resolves once every line written so far has left, or after `ms`, whichever comes first: a
   * reader that is gone or never reads cannot hold a shutdown.
   */
  drained(ms: number): Promise<void>;
};

/** Lines waiting for a reader past this are dropped (counted, and said once lines flow again). */
export const BACKLOG_LIMIT_BYTES = 8 * 1024 * 1024;
const DRAIN_POLL_MS = 20;

/**
 * The log's lines on `out`, as JSON or formatted by pino-pretty (the logger has already redacted
 * them). Nothing here ever writes synchronously or waits on the reader: standard output on a pipe
 * is asynchronous in Node, a backlog over {@link BACKLOG_LIMIT_BYTES} is dropped instead of kept,
 * a closed reader (EPIPE) ends the writing, and no flush runs as the process exits. (pino's own
 * destination flushes synchronously at exit, which retries forever on a pipe nobody reads.)
 */
export function logOutput(out: Output, format: LogFormat): LogOutput {
  const shown =
    format === 'pretty'
      ? prettyFactory({
          colorize: Boolean(out.isTTY),
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : (line: string) => line;
  let broken = false;
  let dropped = 0;
  out.on('error', () => {
    broken = true; // the reader is gone: the lines have nowhere to go
  });
  const write = (line: string) => {
    if (broken) return;
    if (out.writableLength > BACKLOG_LIMIT_BYTES) {
      dropped++;
      return;
    }
    if (dropped > 0) {
      const note = {
        level: 40,
        time: Date.now(),
        dropped,
        msg: 'log lines dropped: the output was not read',
      };
      dropped = 0;
      out.write(shown(`${JSON.stringify(note)}\n`));
    }
    out.write(shown(line));
  };
  const drained = async (ms: number) => {
    const until = Date.now() + ms;
    while (!broken && out.writableLength > 0 && Date.now() < until) await sleep(DRAIN_POLL_MS);
  };
  return { stream: { write }, drained };
}
