import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions, recordingCuts } from '#server/db/schema/interviews.ts';
import { audioUploads, recordingSegments, recordingTracks } from '#server/db/schema/speech.ts';
import {
  createPiecePlacing,
  type PieceToPlace,
  type StoredPiece,
  type TrackKey,
  type UploadHold,
} from './track-pieces.repository.ts';

export type SegmentRow = typeof recordingSegments.$inferSelect;
/**
 * Participants' recordings as tracks every instance sees (docs/decisions/044-recordings-across-
 * instances.md): where each piece of audio lands, the pieces in the object store, the clients'
 * uploads with their stored byte counts, and the one export of each track.
 */
export function createTracksRepository(db: Db) {
  const track = ({ sessionId, speaker }: TrackKey) =>
    and(eq(recordingTracks.sessionId, sessionId), eq(recordingTracks.speaker, speaker));

  const storePieces = createPiecePlacing(db);

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

    /** Transcription of each track is settled up to its `end` (a line or a gap), in one statement. */
    async heard(marks: (TrackKey & { end: number })[]): Promise<void> {
      if (marks.length === 0) return;
      const sessions = sql.param(marks.map((m) => m.sessionId));
      const speakers = sql.param(marks.map((m) => m.speaker));
      const ends = sql.param(marks.map((m) => m.end));
      await db.execute(sql`
        update ${recordingTracks} set heard_to = greatest(${recordingTracks.heardTo}, m.heard_end)
        from unnest(${sessions}::uuid[], ${speakers}::text[], ${ends}::int[]) as m(session_id, speaker, heard_end)
        where ${recordingTracks.sessionId} = m.session_id and ${recordingTracks.speaker} = m.speaker`);
    },

    /** The session's erased stretches (decision 046), for the silence they leave in its tracks. */
    cutsOf(sessionId: string): Promise<{ fromAt: Date; toAt: Date }[]> {
      return db
        .select({ fromAt: recordingCuts.fromAt, toAt: recordingCuts.toAt })
        .from(recordingCuts)
        .where(eq(recordingCuts.sessionId, sessionId))
        .orderBy(asc(recordingCuts.fromAt));
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
