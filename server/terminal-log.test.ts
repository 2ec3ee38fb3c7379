import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually } from '#server/test/process-client.ts';
import { tsNode } from '#server/test/processes.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What a person sees: the terminal's text without its colours and carriage returns, with the
 * times, the port, the start-up time and whether the web app was built written as patterns.
 */
function seen(text: string, port: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
      .replace(/\x1b\[[0-9;]*m/g, '')
      .replaceAll('\r', '')
      .replaceAll('^C', '')
      .replace(/^\[\d\d:\d\d:\d\d\.\d{3}\]/gm, '[HH:MM:ss.l]')
      .replaceAll(port, 'PORT')
      .replace(/startupMs: \d+/, 'startupMs: N')
      .replace(/web: (true|false)/, 'web: BUILT')
  );
}

describe('the server at a terminal', () => {
  it('prints readable log lines, and stops on Ctrl-C', async () => {
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const { LOG_FORMAT: _unset, ...env } = process.env;
    const [node, args] = tsNode(['server/main.ts']);
    // util-linux `script` runs the server on a pseudo-terminal, as `npm start` in a terminal does.
    // Its shell (`$SHELL`, else dash) execs the server: a shell left waiting would take the
    // Ctrl-C itself, and dash dies of it (exit 130) while the server shuts down cleanly.
    const command = ['exec', node, ...args].join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: root,
      env: {
        ...env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-terminal-')),
        PORT: port,
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'Terminal-Pass-1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await eventually(() => seen(output, port).includes('startupMs'), 120_000);
      child.stdin.write('\x03'); // Ctrl-C, which the terminal turns into SIGINT
      await eventually(() => seen(output, port).includes('signal: "SIGINT"'), 30_000);
      child.stdin.end();
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }

    expect(output).not.toMatch(/^\{/m);
    expect(seen(output, port)).toMatchInlineSnapshot(`
      "[HH:MM:ss.l] INFO: Server listening at http://127.0.0.1:PORT
      [HH:MM:ss.l] INFO: Interview Hub is ready on http://localhost:PORT
          database: "pglite"
          web: BUILT
          startupMs: N
      [HH:MM:ss.l] INFO: shutting down: finishing in-flight requests
          signal: "SIGINT"
      "
    `);
  }, 180_000);
});
