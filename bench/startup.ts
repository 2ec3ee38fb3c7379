/**
 * Cold `npm start` to the first 200 on /api/auth/status, with a fresh data directory and with an
 * existing one. Runs scripts/start.mjs (the web app must already be built, as after one start).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summary } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);

async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let elapsed = Number.NaN;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/status`);
      if (res.status === 200) {
        elapsed = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

export async function benchStartup() {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-start-'));
    fresh.push(await startOnce(dataDir, 25_000 + i));
    existing.push(await startOnce(dataDir, 26_000 + i));
  }
  return [summary('start, fresh data dir', fresh), summary('start, existing data dir', existing)];
}
