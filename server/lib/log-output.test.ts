import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BACKLOG_LIMIT_BYTES, chooseLogFormat, type LogFormat, logOutput } from './log-output.ts';
import { loggerOptions } from './logger.ts';

/** Standard output as the log sees it: what reached it, and how much waits for its reader. */
function terminal({ isTTY = false, backlog = 0 } = {}) {
  const lines: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
    { isTTY },
  );
  Object.defineProperty(out, 'writableLength', { get: () => backlog });
  const setBacklog = (bytes: number) => {
    backlog = bytes;
  };
  return { out, lines, setBacklog };
}

/** The server's logger (its redaction and serializers) writing through `logOutput`. */
function serverLogger(out: Writable & { isTTY?: boolean }, format: LogFormat) {
  return Fastify({ logger: loggerOptions('info', logOutput(out, format).stream) }).log;
}

/** A pretty line with its local time of day written as a pattern. */
const timeless = (text: string) => text.replace(/^\[\d\d:\d\d:\d\d\.\d{3}\]/gm, '[HH:MM:ss.l]');

describe('the log format', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s with a terminal: %s → %s', (setting, isTerminal, format) => {
    expect(chooseLogFormat(setting, isTerminal)).toBe(format);
  });

  it('writes readable lines in pretty mode', () => {
    const { out, lines } = terminal();
    serverLogger(out, 'pretty').info({ signal: 'SIGTERM' }, 'shutting down: finishing in-flight requests');
    expect(timeless(lines.join(''))).toMatchInlineSnapshot(`
      "[HH:MM:ss.l] INFO: shutting down: finishing in-flight requests
          signal: "SIGTERM"
      "
    `);
  });

  it('writes one JSON object a line otherwise', () => {
    const { out, lines } = terminal();
    serverLogger(out, 'json').info({ signal: 'SIGTERM' }, 'shutting down');
    expect(JSON.parse(lines.join(''))).toMatchObject({ level: 30, signal: 'SIGTERM', msg: 'shutting down' });
  });

  it.each(['json', 'pretty'] as const)('keeps redacting secrets in %s mode', (format) => {
    const { out, lines } = terminal();
    serverLogger(out, format).info(
      { body: { password: 'Hunter2-secret' }, req: { headers: { cookie: 'sid=abc123' } } },
      'signing in',
    );
    const text = lines.join('');
    expect(text).not.toContain('Hunter2-secret');
    expect(text).not.toContain('abc123');
    expect(text).toContain('[redacted]');
  });

  it('drops lines while nobody reads a full backlog, and says how many once lines flow again', () => {
    const { out, lines, setBacklog } = terminal();
    const log = serverLogger(out, 'json');
    setBacklog(BACKLOG_LIMIT_BYTES + 1);
    log.info('lost one');
    log.info('lost two');
    setBacklog(0);
    log.info('read again');
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 40, dropped: 2, msg: 'log lines dropped: the output was not read' },
      { msg: 'read again' },
    ]);
  });

  it('waits for a backlog to leave only as long as it is told', async () => {
    const { out } = terminal({ backlog: 1 });
    const waited = logOutput(out, 'json').drained(50);
    await expect(waited).resolves.toBeUndefined();
  });
});
