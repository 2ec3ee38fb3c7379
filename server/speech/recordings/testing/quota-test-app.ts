import type { Config } from '#server/config.ts';
import { SpeechEnv, speechConfig } from '#server/config-speech.ts';
import type { Database } from '#server/db/client.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { openAudioSocket } from '../../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../../ingest/testing/speech-test-app.ts';

export { consentedSession } from '../../ingest/testing/speech-test-app.ts';

import type { AudioLimits } from '../../speech-services.ts';
import { createTracksRepository } from '../tracks.repository.ts';

/** An app whose users may keep `quotaBytes` of recording, with the audio limits given. */
export const buildQuotaTestApp = (
  quotaBytes: number,
  audio: Partial<AudioLimits>,
  shared: { database?: Database; config?: Partial<Config> } = {},
) =>
  buildSpeechTestApp({
    audio,
    database: shared.database,
    config: {
      ...shared.config,
      speech: { ...speechConfig(SpeechEnv.parse({})), recordingQuotaBytes: quotaBytes },
    },
  });

/** The candidate's tab audio of the session, on the instance at `base`. */
export const openTab = (base: string, who: SignedIn, sessionId: string) =>
  openAudioSocket(base, {
    cookie: who.cookie,
    query: { sessionId, action: 'audio-stream', audioType: 'system_audio' },
  });

/** Bytes of the candidate's track stored for the session (by any instance). */
export const storedBytes = async (t: SpeechTestApp, sessionId: string) =>
  (await createTracksRepository(t.database.db).segments({ sessionId, speaker: 'candidate' })).reduce(
    (n, piece) => n + piece.bytes,
    0,
  );
