import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { ServiceOptions } from '#server/plugins/services.ts';
import { createFactories } from '#server/test/factories.ts';
import { sharedTestDatabase } from '#server/test/test-db.ts';

/**
 * The whole app on the shared test database, as `buildTestApp` builds it, with a speech provider
 * of the test's own (a scripted vendor) and the audio sockets' limits it wants.
 */
export async function buildSpeechTestApp(
  options: Pick<ServiceOptions, 'speechProvider' | 'audio'> & {
    config?: Partial<Config>;
    /** Another pool on the test database: a second instance. */
    database?: Database;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-speech-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDir: undefined,
    ...options.config,
  };
  const database = options.database ?? (await sharedTestDatabase());
  const app = await buildApp({
    config,
    database,
    liveAssistant: { enabled: false },
    speechProvider: options.speechProvider,
    audio: options.audio,
    checkResponses: true,
  });
  await app.ready();
  return { app, config, database, factories: createFactories(app), close: () => app.close() };
}
export type SpeechTestApp = Awaited<ReturnType<typeof buildSpeechTestApp>>;
