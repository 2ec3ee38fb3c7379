import type { Speaker } from '#contracts/sessions.ts';
import type { AudioStreamQuery, AudioType, SpeechStreamQuery } from '#contracts/speech.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import { sessionClosed, sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AudioAction } from './audio-frames.ts';

export type AudioQuery = AudioStreamQuery | SpeechStreamQuery;

/** An audio socket allowed in: whose, which session, who is speaking on it. */
export type AudioAdmission = {
  userId: string;
  sessionId: string;
  speaker: Speaker;
  action: AudioAction;
  audioType: AudioType | undefined;
  /** The client's name for its upload across reconnects (`streamId`), if it gave one. */
  uploadId: string | undefined;
  /** The socket's place under the user's cap across instances (audio-socket-leases.ts). */
  leaseId?: string;
};

export const NO_CONSENT_MESSAGE = 'Confirm that the candidate was told about the recording first';

/**
 * The audio channels' rules, checked before the upgrade (decision 031): the user's own session
 * (404 otherwise, as for any id), still open, with the interviewer's confirmation that the
 * candidate was told about the recording. Who speaks: the record button's speaker, or the
 * session's audio source mapping of the captured source (mic, or the shared tab's "speaker").
 */
export function createAudioAdmission(sessions: Pick<SessionReads, 'find'>) {
  return async function admit(userId: string, query: AudioQuery): Promise<AudioAdmission> {
    const session = await sessions.find(userId, query.sessionId);
    if (!session) throw sessionNotFound();
    if (session.status !== 'active') throw sessionClosed();
    if (!session.recordingConsentAt) throw AppError.conflict(NO_CONSENT_MESSAGE);
    const base = { userId, sessionId: session.id, action: query.action, uploadId: query.streamId };
    if (query.action === 'start_streaming') return { ...base, speaker: query.speaker, audioType: undefined };
    const mappings = session.audioSourceMappings;
    const speaker = query.audioType === 'mic_audio' ? mappings.mic : mappings.speaker;
    return { ...base, speaker, audioType: query.audioType };
  };
}
