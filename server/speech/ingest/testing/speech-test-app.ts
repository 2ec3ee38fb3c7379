import { buildTestApp, type TestAppOptions } from '#server/test/build-test-app.ts';

/**
 * The whole app on the shared test database with a speech provider of the test's own (a scripted
 * vendor) and the audio sockets' limits it wants; the assistant stays out of the way.
 */
export const buildSpeechTestApp = (
  options: Pick<TestAppOptions, 'speechProvider' | 'audio' | 'config' | 'database'> = {},
) => buildTestApp({ ...options, liveAssistant: { enabled: false } });
export type SpeechTestApp = Awaited<ReturnType<typeof buildSpeechTestApp>>;
