import { type AudioExportDto, AudioExportSpeaker } from '#contracts/candidate-scorecards.ts';
import type { Db } from '#server/db/client.ts';
import { clampTtl, type ObjectStore } from '#server/storage/object-store.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import { type AudioExportRow, createAudioExportsRepository } from './audio-exports.repository.ts';

type Deps = {
  db: Db;
  sessions: Pick<SessionReads, 'owned'>;
  store: Pick<ObjectStore, 'signedUrl'>;
  /** Lifetime of the signed URLs handed out. */
  ttlSeconds: number;
  now?: () => number;
};

const speaker = AudioExportSpeaker.catch('mixed');

export function createAudioExportsService({ db, sessions, store, ttlSeconds, now = Date.now }: Deps) {
  const repo = createAudioExportsRepository(db);
  const toDto = async (row: AudioExportRow): Promise<AudioExportDto> => {
    // Whole seconds, as the signatures count them: never later than the URL really expires.
    const expiresAt = (Math.floor(now() / 1000) + clampTtl(ttlSeconds)) * 1000;
    const url = await store.signedUrl(row.filePath, {
      ttlSeconds,
      disposition: 'inline',
      fileName: row.fileName,
    });
    return {
      id: row.id,
      sessionId: row.sessionId,
      participantId: row.participantId,
      speaker: speaker.parse(row.speaker),
      fileName: row.fileName,
      mimeType: row.mimeType,
      durationSeconds: row.duration,
      size: row.fileSize,
      createdAt: row.createdAt.toISOString(),
      url,
      urlExpiresAt: new Date(expiresAt).toISOString(),
    };
  };

  return {
    /**
     * The session's audio exports with fresh signed URLs (oldest first). Empty until the session
     * has recorded audio; the player asks again when a URL has expired.
     */
    async list(userId: string, sessionId: string): Promise<AudioExportDto[]> {
      await sessions.owned(userId, sessionId);
      return Promise.all((await repo.list(sessionId)).map(toDto));
    },
  };
}
export type AudioExportsService = ReturnType<typeof createAudioExportsService>;
