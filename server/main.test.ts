import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTs, startServer } from '#server/test/processes.ts';

describe('the server process', () => {
  it('bootstraps, guards its data directory, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-main-'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const { child, output } = await startServer({
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
    });

    const password = readFileSync(path.join(dataDir, 'initial-admin-password'), 'utf8').trim();
    expect(output()).toContain(`created the account "admin" with the password ${password}`);
    // The password is on the banner only, never in a structured log line.
    const jsonLines = output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(jsonLines.some((l) => l.includes(password))).toBe(false);
    expect(jsonLines.length).toBeGreaterThan(0);

    const cli = await runTs(
      'server/cli/user.ts',
      ['add', 'second'],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      'Another-Pass-2\n',
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/in use by another Interview Hub process \(pid \d+\)/);

    // A request whose body is still arriving when SIGTERM lands must still be answered.
    const body = JSON.stringify({ username: 'admin', password });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/local-auth/login',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: `http://127.0.0.1:${port}`,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down: finishing in-flight requests');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const after = await runTs(
      'server/cli/user.ts',
      ['add', 'second'],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      'Another-Pass-2\n',
    );
    expect(after.code).toBe(0);
  }, 60_000);
});
