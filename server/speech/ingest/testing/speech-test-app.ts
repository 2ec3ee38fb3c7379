import { openDatabase } from '#server/db/client.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';

/**
 * The whole app on the shared test database with a speech provider of the test's own (a scripted
 * vendor) and the audio sockets' limits it wants; the assistant stays out of the way.
 */
export const buildSpeechTestApp = (
  options: Pick<TestAppOptions, 'speechProvider' | 'audio' | 'config' | 'database'> = {},
) => buildTestApp({ ...options, liveAssistant: { enabled: false } });
export type SpeechTestApp = Awaited<ReturnType<typeof buildSpeechTestApp>>;

/**
 * Two instances on the test's PostgreSQL, each listening on loopback: the second on a connection
 * of its own, sharing the object store (as on S3) and the secret its URLs are signed with.
 */
export async function twoSpeechInstances(
  options: { a?: Pick<TestAppOptions, 'speechProvider'>; b?: Pick<TestAppOptions, 'speechProvider'> } = {},
) {
  const a = await buildSpeechTestApp(options.a);
  const second = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
  const shared = { storage: a.config.storage, sessionSecret: a.config.sessionSecret };
  const b = await buildSpeechTestApp({ ...options.b, database: second, config: shared });
  const [baseA, baseB] = await Promise.all([listenOnLoopback(a.app), listenOnLoopback(b.app)]);
  const close = async () => {
    await b.close();
    await second.close();
    await a.close();
  };
  return { a, b, baseA, baseB, close };
}

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

/**
 * Closes the session as its owner and waits for its recordings to be exported. On PostgreSQL the
 * session's end reaches the recordings through NOTIFY, after the close has answered: the wait
 * starts once this instance has heard it.
 */
export async function closeAndSettle(t: TestApp, who: SignedIn, sessionId: string): Promise<void> {
  const bus = t.app.services.liveHub.bus;
  const ended: Array<() => void> = [];
  const heard = new Promise<void>((resolve) => ended.push(resolve));
  const unsubscribe = bus.subscribe(sessionId, (event) => {
    if (event.type === 'session_ended') for (const resolve of ended) resolve();
  });
  await bus.tracked?.(sessionId);
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/close`,
      headers: who.headers,
    });
    if (res.statusCode !== 200) throw new Error(`closing the session answered ${res.statusCode}`);
    await heard;
  } finally {
    unsubscribe();
  }
  await t.app.services.speech.recordings.settled(sessionId);
}
