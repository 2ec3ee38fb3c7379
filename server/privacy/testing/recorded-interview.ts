import type { Speaker } from '#contracts/sessions.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';

/** A PCM ramp stored as a participant's track, 1 MiB at a time, as the audio sockets leave it. */
async function recordPcm(t: TestApp, sessionId: string, speaker: Speaker, bytes: number, from: number) {
  const spool = t.app.services.speech.recordings.spools.acquire(sessionId, speaker);
  const piece = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < bytes; at += piece.length) {
    const n = Math.min(piece.length, bytes - at);
    const pcm = Buffer.alloc(n);
    for (let i = 0; i + 1 < n; i += 2) pcm.writeInt16LE((((from + (at + i) / 2) % 60_000) - 30_000) | 0, i);
    if (!spool.append(pcm)) await spool.drained();
  }
  await spool.release();
}

/**
 * An interview whose consent was confirmed and whose participants' audio is stored in their
 * tracks as the audio sockets leave it (docs/decisions/044-recordings-across-instances.md).
 */
export async function recordedInterview(
  t: TestApp,
  who: SignedIn,
  options: {
    candidateId?: string;
    applicationId?: string;
    bytes: { candidate: number; interviewer: number };
  },
) {
  const session = await t.factories.session(who.user.id, {
    candidateId: options.candidateId,
    applicationId: options.applicationId,
  });
  const call = (method: 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  await call('POST', `/api/sessions/${session.id}/recording-consent`);
  await recordPcm(t, session.id, 'candidate', options.bytes.candidate, 7);
  await recordPcm(t, session.id, 'interviewer', options.bytes.interviewer, 11);
  return {
    session,
    say: (text: string, speaker: 'candidate' | 'interviewer' = 'candidate') =>
      call('POST', `/api/sessions/${session.id}/text`, { text, speaker }),
  };
}

/** Closes the session and waits until its tracks are WAVs in the object store (this instance exports them). */
export async function closeRecorded(t: TestApp, who: SignedIn, sessionId: string) {
  await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/close`, headers: who.headers });
  await t.app.services.speech.recordings.settled(sessionId);
}
