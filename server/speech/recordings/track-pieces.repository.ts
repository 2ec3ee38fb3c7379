import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Speaker } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { audioUploads, recordingSegments, recordingTracks } from '#server/db/schema/speech.ts';

export type TrackKey = { sessionId: string; speaker: Speaker };
/** The socket holding a client's upload: pieces of an older holder are refused. */
export type UploadHold = { key: string; epoch: number };
export type StoredPiece = {
  /** Where the piece lies in the participant's track. */
  start: number;
  /** How far transcription of the track was settled when the piece was stored. */
  heardTo: number;
  /** The upload's bytes stored, this piece included. */
  uploadBytes: number | undefined;
};

/** A piece already in the object store, to be placed at the end of its track. */
export type PieceToPlace = TrackKey & { bytes: number; objectKey: string; upload?: UploadHold };

/**
 * Where pieces of audio land in their participants' tracks
 * (docs/decisions/044-recordings-across-instances.md): the one placing transaction of the tracks.
 */
export function createPiecePlacing(db: Db) {
  /**
   * Places pieces already in the object store at the end of their tracks, with their uploads'
   * counts, all in one transaction of a few statements, whatever the number of pieces. Answers
   * each piece's place, or undefined where it was refused (its upload was taken over, or its
   * track sealed); a refused piece counts nowhere. Pieces of one track land in the given order.
   */
  return async function storePieces(pieces: PieceToPlace[]): Promise<(StoredPiece | undefined)[]> {
    if (pieces.length === 0) return [];
    return db.transaction(async (tx) => {
      const answers: (StoredPiece | undefined)[] = pieces.map(() => undefined);
      // The uploads' rows are locked first, in key order: a socket taking one over waits for us.
      const keys = [...new Set(pieces.flatMap((p) => (p.upload ? [p.upload.key] : [])))].sort();
      const uploads = new Map<string, { epoch: number; bytes: number }>();
      if (keys.length > 0) {
        const rows = await tx
          .select({ key: audioUploads.key, epoch: audioUploads.epoch, bytes: audioUploads.bytes })
          .from(audioUploads)
          .where(inArray(audioUploads.key, keys))
          .orderBy(asc(audioUploads.key))
          .for('update');
        for (const row of rows) uploads.set(row.key, row);
      }
      // Then the tracks, one row each, in a fixed order (no deadlock between instances).
      const groups = new Map<string, TrackKey & { bytes: number; pieces: number[] }>();
      pieces.forEach((p, i) => {
        if (p.upload && uploads.get(p.upload.key)?.epoch !== p.upload.epoch) return;
        const id = `${p.sessionId}/${p.speaker}`;
        const group = groups.get(id) ?? { sessionId: p.sessionId, speaker: p.speaker, bytes: 0, pieces: [] };
        group.bytes += p.bytes;
        group.pieces.push(i);
        groups.set(id, group);
      });
      if (groups.size === 0) return answers;
      const ordered = [...groups.entries()]
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([, g]) => g);
      const placed = await tx
        .insert(recordingTracks)
        .values(ordered.map(({ sessionId, speaker, bytes }) => ({ sessionId, speaker, bytes })))
        .onConflictDoUpdate({
          target: [recordingTracks.sessionId, recordingTracks.speaker],
          set: { bytes: sql`${recordingTracks.bytes} + excluded.bytes` },
          setWhere: isNull(recordingTracks.sealedAt),
        })
        .returning({
          sessionId: recordingTracks.sessionId,
          speaker: recordingTracks.speaker,
          end: recordingTracks.bytes,
          heardTo: recordingTracks.heardTo,
        });
      const segments: (typeof recordingSegments.$inferInsert)[] = [];
      const added = new Map<string, number>();
      for (const row of placed) {
        const group = groups.get(`${row.sessionId}/${row.speaker}`);
        if (!group) continue;
        let at = row.end - group.bytes;
        for (const i of group.pieces) {
          const p = pieces[i] as PieceToPlace;
          let uploadBytes: number | undefined;
          if (p.upload) {
            const counted = (added.get(p.upload.key) ?? 0) + p.bytes;
            added.set(p.upload.key, counted);
            uploadBytes = (uploads.get(p.upload.key)?.bytes ?? 0) + counted;
          }
          answers[i] = { start: at, heardTo: row.heardTo, uploadBytes };
          segments.push({
            sessionId: p.sessionId,
            speaker: p.speaker,
            startByte: at,
            bytes: p.bytes,
            objectKey: p.objectKey,
          });
          at += p.bytes;
        }
      }
      if (added.size > 0) {
        const increment = sql.join(
          [...added].map(([key, bytes]) => sql`when ${key} then ${bytes}::integer`),
          sql` `,
        );
        await tx
          .update(audioUploads)
          .set({
            bytes: sql`${audioUploads.bytes} + (case ${audioUploads.key} ${increment} end)`,
            updatedAt: sql`now()`,
          })
          .where(inArray(audioUploads.key, [...added.keys()]));
      }
      if (segments.length > 0) await tx.insert(recordingSegments).values(segments);
      return answers;
    });
  };
}
