import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig, type ZoomConfig } from '#server/config.ts';
import type { RtmsOptions } from '#server/integrations/zoom/zoom-services.ts';
import type { SpeechProvider } from '#server/speech/speech-provider.ts';
import { createFactories } from '#server/test/factories.ts';
import { sharedTestDatabase } from '#server/test/test-db.ts';

export const TEST_ZOOM: ZoomConfig = {
  clientId: 'test-client-id',
  clientSecret: 'test-client-secret',
  webhookSecretToken: 'test-webhook-secret',
};

/**
 * The test app (as server/test/build-test-app.ts builds it) with Zoom set up and the RTMS client
 * and speech sources the test scripts.
 */
export async function buildZoomTestApp(
  options: { config?: Partial<Config>; rtms?: RtmsOptions; speechProvider?: SpeechProvider } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-zoom-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
    webDir: undefined,
    zoom: TEST_ZOOM,
    ...options.config,
  };
  const logStream = new PassThrough();
  const logLines: string[] = [];
  logStream.on('data', (chunk: Buffer) =>
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
  );
  const app = await buildApp({
    config,
    database: await sharedTestDatabase(),
    logStream,
    liveAssistant: { enabled: false },
    rtms: options.rtms,
    speechProvider: options.speechProvider,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    config,
    factories: createFactories(app),
    logs: () => logLines.join('\n'),
    close: () => app.close(),
  };
}
export type ZoomTestApp = Awaited<ReturnType<typeof buildZoomTestApp>>;
