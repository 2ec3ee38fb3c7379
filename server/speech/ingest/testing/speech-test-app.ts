import { buildTestApp, type TestApp, type TestAppOptions } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';

/**
 * The whole app on the shared test database with a speech provider of the test's own (a scripted
 * vendor) and the audio sockets' limits it wants; the assistant stays out of the way.
 */
export const buildSpeechTestApp = (
  options: Pick<TestAppOptions, 'speechProvider' | 'audio' | 'config' | 'database'> = {},
) => buildTestApp({ ...options, liveAssistant: { enabled: false } });
export type SpeechTestApp = Awaited<ReturnType<typeof buildSpeechTestApp>>;

/** A new session of the user's with the recording notice confirmed, as audio needs. */
export async function consentedSession(t: TestApp, who: SignedIn) {
  const session = await t.factories.session(who.user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/recording-consent`,
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`recording consent answered ${res.statusCode}`);
  return session;
}
