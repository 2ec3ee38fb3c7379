import { type AudioExportDto, AudioExportSpeaker } from '#contracts/candidate-scorecards.ts';
import { clampTtl, type ObjectStore } from '#server/storage/object-store.ts';
import { sessionNotFound } from '../session-writes.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import type { AudioExportRow, AudioExportsRepository } from './audio-exports.repository.ts';

type Deps = {
  repo: Pick<AudioExportsRepository, 'list'>;
  sessions: Pick<SessionsRepository, 'findById'>;
  store: Pick<ObjectStore, 'signedUrl'>;
  /** Lifetime of the signed URLs handed out. */
  ttlSeconds: number;
  now?: () => number;
};

const speaker = AudioExportSpeaker.catch('mixed');

export function createAudioExportsService({ repo, sessions, store, ttlSeconds, now = Date.now }: Deps) {
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
      if (!(await sessions.findById(userId, sessionId))) throw sessionNotFound();
      return Promise.all((await repo.list(sessionId)).map(toDto));
    },
  };
}
export type AudioExportsService = ReturnType<typeof createAudioExportsService>;
