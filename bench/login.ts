/**
 * Password sign-in over HTTP against a listening server (PGlite in memory), argon2id at the
 * OWASP parameters: sequential, then 4 clients at once on this 2-core machine.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { summary } from './stats.ts';

export async function benchLogin() {
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-')) }),
    logLevel: 'silent' as const,
  };
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  const limits = { perAccount: 1e9, perAddress: 1e9, windowMs: 60_000 };
  const app = await buildApp({ config, database, throttle: limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.services.auth.addLocalUser('bench', 'Timing-Pass-81');

  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/local-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'bench', password: 'Timing-Pass-81' }),
    });
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < 10; i++) await once(); // warm-up
  const sequential: number[] = [];
  for (let i = 0; i < 200; i++) sequential.push(await once());
  const concurrent: number[] = [];
  for (let round = 0; round < 50; round++)
    concurrent.push(...(await Promise.all([once(), once(), once(), once()])));
  await app.close();
  await database.close();
  return [summary('login, sequential', sequential), summary('login, 4 concurrent', concurrent)];
}
