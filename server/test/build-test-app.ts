import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { ServiceOptions } from '#server/plugins/services.ts';
import { createFactories } from './factories.ts';
import { sharedTestDatabase } from './test-db.ts';

/** `app.inject` talks to http://localhost:80; state-changing requests need that Origin. */
export const ORIGIN = 'http://localhost:80';

export type TestAppOptions = ServiceOptions & {
  config?: Partial<Config>;
  database?: Database;
};

export async function buildTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
    webDir: undefined,
    ...options.config,
  };
  const database = options.database ?? (await sharedTestDatabase());
  const logStream = new PassThrough();
  const logLines: string[] = [];
  logStream.on('data', (chunk: Buffer) =>
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
  );
  const app = await buildApp({
    config,
    database,
    logStream,
    throttle: options.throttle,
    live: options.live,
    liveAssistant: options.liveAssistant,
    speechProvider: options.speechProvider,
    audio: options.audio,
    rtms: options.rtms,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    factories: createFactories(app),
    /** Every log line written so far. */
    logs: () => logLines.join('\n'),
    close: () => app.close(),
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
