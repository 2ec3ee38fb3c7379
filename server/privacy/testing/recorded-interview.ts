import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { spoolPaths } from '#server/speech/recordings/recording-paths.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';

/** A PCM ramp written in 1 MiB pieces: `bytes` of audio without holding them in memory. */
async function writePcm(file: string, bytes: number, from: number) {
  const out = createWriteStream(file, { mode: 0o600 });
  const piece = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < bytes; at += piece.length) {
    const n = Math.min(piece.length, bytes - at);
    for (let i = 0; i + 1 < n; i += 2) piece.writeInt16LE((((from + (at + i) / 2) % 60_000) - 30_000) | 0, i);
    if (!out.write(piece.subarray(0, n)))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

/**
 * An interview whose consent was confirmed, whose participants' audio lies in their spools as the
 * audio sockets leave it, and that was then closed; the recordings service exports the spools as
 * it does for any session closed while another process held them (its start-up `resume`).
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
  const paths = spoolPaths(path.join(t.config.dataDir, 'recordings'));
  await mkdir(paths.dir(session.id), { recursive: true, mode: 0o700 });
  await writePcm(paths.pcm(session.id, 'candidate'), options.bytes.candidate, 7);
  await writePcm(paths.pcm(session.id, 'interviewer'), options.bytes.interviewer, 11);
  return {
    session,
    paths,
    say: (text: string, speaker: 'candidate' | 'interviewer' = 'candidate') =>
      call('POST', `/api/sessions/${session.id}/text`, { text, speaker }),
  };
}

/** Closes the session and waits until its spools are WAVs in the object store. */
export async function closeRecorded(t: TestApp, who: SignedIn, sessionId: string) {
  await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/close`, headers: who.headers });
  await t.app.services.speech.recordings.resume();
  await t.app.services.speech.recordings.settled(sessionId);
}
