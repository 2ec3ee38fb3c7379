import type { Speaker } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { findRecordedAudio } from '../recorded-audio.ts';
import { createTracksRepository } from '../tracks.repository.ts';

/** A participant's whole recording as stored so far (its pieces, or its WAV once exported). */
export async function trackPcm(
  where: { db: Db; store: Pick<ObjectStore, 'get' | 'head'> },
  sessionId: string,
  speaker: Speaker,
): Promise<Buffer> {
  const tracks = createTracksRepository(where.db);
  const audio = await findRecordedAudio({ store: where.store, tracks }, sessionId, speaker);
  if (!audio) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  for await (const chunk of await audio.read(0, audio.bytes)) parts.push(chunk);
  return Buffer.concat(parts);
}
