import type { ZoomConfig } from '#server/config.ts';
import { buildTestApp, type TestAppOptions } from '#server/test/build-test-app.ts';
export const TEST_ZOOM: ZoomConfig = {
  clientId: 'test-client-id',
  clientSecret: 'test-client-secret',
  webhookSecretToken: 'test-webhook-secret',
  rtmsHosts: ['zoom.us'],
};

/**
 * The test app with Zoom set up and the RTMS client and speech sources the test scripts; the
 * assistant stays out of the way.
 */
export const buildZoomTestApp = (options: Pick<TestAppOptions, 'config' | 'rtms' | 'speechProvider'> = {}) =>
  buildTestApp({
    ...options,
    liveAssistant: { enabled: false },
    config: { zoom: TEST_ZOOM, ...options.config },
  });
export type ZoomTestApp = Awaited<ReturnType<typeof buildZoomTestApp>>;
