import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Speaker } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { interviewSessions } from '#server/db/schema/interviews.ts';
import { audioUploads, recordingSegments, recordingTracks } from '#server/db/schema/speech.ts';

export type SegmentRow = typeof recordingSegments.$inferSelect;
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
 * Participants' recordings as tracks every instance sees (docs/decisions/044-recordings-across-
 * instances.md): where each piece of audio lands, the pieces in the object store, the clients'
 * uploads with their stored byte counts, and the one export of each track.
 */
export function createTracksRepository(db: Db) {
  const track = ({ sessionId, speaker }: TrackKey) =>
    and(eq(recordingTracks.sessionId, sessionId), eq(recordingTracks.speaker, speaker));

  /**
   * Places pieces already in the object store at the end of their tracks, with their uploads'
   * counts, all in one transaction of a few statements, whatever the number of pieces. Answers
   * each piece's place, or undefined where it was refused (its upload was taken over, or its
   * track sealed); a refused piece counts nowhere. Pieces of one track land in the given order.
   */
  async function storePieces(pieces: PieceToPlace[]): Promise<(StoredPiece | undefined)[]> {
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
  }

  return {
    /**
     * A socket takes the upload over (a new one starts at 0): answers the bytes stored of it and
     * the socket's hold. Pieces of the previous holder are refused from now on.
     */
    async takeUpload(key: string, sessionId: string): Promise<UploadHold & { bytes: number }> {
      const [row] = await db
        .insert(audioUploads)
        .values({ key, sessionId, epoch: 1 })
        .onConflictDoUpdate({
          target: audioUploads.key,
          set: { epoch: sql`${audioUploads.epoch} + 1`, updatedAt: sql`now()` },
        })
        .returning({ bytes: audioUploads.bytes, epoch: audioUploads.epoch });
      if (!row) throw new Error('The upload could not be taken');
      return { key, ...row };
    },

    /** Whether the socket still holds the upload (no later socket took it over). */
    async holds(hold: UploadHold): Promise<boolean> {
      const [row] = await db
        .select({ epoch: audioUploads.epoch })
        .from(audioUploads)
        .where(eq(audioUploads.key, hold.key));
      return row?.epoch === hold.epoch;
    },

    /** Places one piece (see `storePieces`). */
    async storePiece(piece: PieceToPlace): Promise<StoredPiece | undefined> {
      const [placed] = await storePieces([piece]);
      return placed;
    },

    storePieces,

    /** Transcription of the track is settled up to `end` (a line or a gap). */
    async heard(at: TrackKey, end: number): Promise<void> {
      await db
        .update(recordingTracks)
        .set({ heardTo: sql`greatest(${recordingTracks.heardTo}, ${end})` })
        .where(track(at));
    },

    /** The track's pieces in order. */
    segments(at: TrackKey): Promise<SegmentRow[]> {
      return db
        .select()
        .from(recordingSegments)
        .where(and(eq(recordingSegments.sessionId, at.sessionId), eq(recordingSegments.speaker, at.speaker)))
        .orderBy(asc(recordingSegments.startByte));
    },

    /**
     * Takes the track's export: no piece is added after this. False when another instance has it
     * (or had it less than `staleMs` ago), or it is exported.
     */
    async seal(at: TrackKey, staleMs: number): Promise<boolean> {
      const rows = await db
        .update(recordingTracks)
        .set({ sealedAt: sql`now()` })
        .where(
          and(
            track(at),
            isNull(recordingTracks.exportedAt),
            or(
              isNull(recordingTracks.sealedAt),
              lt(recordingTracks.sealedAt, sql`now() - ${`${staleMs} milliseconds`}::interval`),
            ),
          ),
        )
        .returning({ bytes: recordingTracks.bytes });
      return rows.length > 0;
    },

    /** The track was exported: its pieces' rows go; answers their object keys. */
    async exported(at: TrackKey): Promise<string[]> {
      await db.update(recordingTracks).set({ exportedAt: sql`now()` }).where(track(at));
      const rows = await db
        .delete(recordingSegments)
        .where(and(eq(recordingSegments.sessionId, at.sessionId), eq(recordingSegments.speaker, at.speaker)))
        .returning({ objectKey: recordingSegments.objectKey });
      await db.delete(audioUploads).where(eq(audioUploads.sessionId, at.sessionId));
      return rows.map((r) => r.objectKey);
    },

    /** Tracks of ended sessions not exported yet (a close this instance did not see through). */
    unexported(): Promise<TrackKey[]> {
      return db
        .select({ sessionId: recordingTracks.sessionId, speaker: recordingTracks.speaker })
        .from(recordingTracks)
        .innerJoin(interviewSessions, eq(interviewSessions.id, recordingTracks.sessionId))
        .where(
          and(isNull(recordingTracks.exportedAt), sql`${interviewSessions.status} <> 'active'`),
        ) as Promise<TrackKey[]>;
    },

    /** Sessions whose pieces outlived them (deleted while recording). */
    async orphaned(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ sessionId: recordingSegments.sessionId })
        .from(recordingSegments)
        .leftJoin(interviewSessions, eq(interviewSessions.id, recordingSegments.sessionId))
        .where(isNull(interviewSessions.id));
      return rows.map((r) => r.sessionId);
    },

    /** Erasure: the sessions' tracks, pieces and uploads go; answers the pieces' object keys. */
    async deleteSessions(sessionIds: string[]): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .delete(recordingSegments)
        .where(inArray(recordingSegments.sessionId, sessionIds))
        .returning({ objectKey: recordingSegments.objectKey });
      await db.delete(recordingTracks).where(inArray(recordingTracks.sessionId, sessionIds));
      await db.delete(audioUploads).where(inArray(audioUploads.sessionId, sessionIds));
      return rows.map((r) => r.objectKey);
    },
  };
}
export type TracksRepository = ReturnType<typeof createTracksRepository>;
