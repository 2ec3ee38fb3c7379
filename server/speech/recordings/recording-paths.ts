import path from 'node:path';
import type { Speaker } from '#contracts/sessions.ts';

/** The two participants whose audio is kept, one file each. */
export const SPEAKERS: readonly Speaker[] = ['interviewer', 'candidate'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a directory name under the spool root is a session's (anything else is left alone). */
export const isSessionDir = (name: string) => UUID.test(name);

/**
 * Where older versions spooled audio while interviews ran: `DATA_DIR/recordings/<sessionId>/<speaker>.pcm`.
 * Such files are placed in their tracks at start-up (recordings.service.ts).
 */
export function spoolPaths(root: string) {
  const dir = (sessionId: string) => path.join(root, sessionId);
  return {
    root,
    dir,
    pcm: (sessionId: string, speaker: Speaker) => path.join(dir(sessionId), `${speaker}.pcm`),
  };
}
export type SpoolPaths = ReturnType<typeof spoolPaths>;

/** The object-store key of a participant's WAV: one per session and speaker. */
export const recordingKey = (sessionId: string, speaker: Speaker) =>
  `recordings/${sessionId.toLowerCase()}/${speaker}.wav`;

/** The name the browser saves the WAV under: `candidate-1a2b3c4d.wav`. */
export const recordingFileName = (sessionId: string, speaker: Speaker) =>
  `${speaker}-${sessionId.slice(0, 8)}.wav`;

/** The object-store key of one stored piece of a participant's track. */
export const segmentKey = (sessionId: string, speaker: Speaker, pieceId: string) =>
  `recordings/${sessionId.toLowerCase()}/${speaker}/${pieceId.toLowerCase()}.pcm`;
