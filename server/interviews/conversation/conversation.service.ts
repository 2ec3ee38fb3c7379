import { randomUUID } from 'node:crypto';
import { ERASED_STRETCH_MESSAGE } from '#contracts/privacy.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { Speaker } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { AssistantHooks } from '../assistant/assistant-hooks.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import { sessionClosed, sessionNotFound } from '../sessions/session-writes.ts';
import { toChunkDto } from './conversation.mapper.ts';
import { type ChunkRow, createConversationRepository } from './conversation.repository.ts';

export type { ChunkRow };

/** A chunk from any source: typed text, the socket, and later speech, tab capture and Zoom. */
export type ChunkInput = {
  /** Client-generated; a retried send with the same id is stored once. */
  clientChunkId?: string | undefined;
  text: string;
  speaker: Speaker;
  speakerName?: string | null | undefined;
  timestamp?: string | undefined;
  /** How long the line was spoken (recorded speech whose place in the audio is known). */
  durationMs?: number | undefined;
  /**
   * Transcribed from recorded audio: it was said before the session closed, so a completed
   * session still takes it (speech in flight at close, or transcribed after a provider outage).
   */
  spoken?: boolean | undefined;
};
/** A spoken length worth storing: whole milliseconds, else none. */
const spokenMs = (ms: number | undefined) =>
  ms !== undefined && Number.isFinite(ms) && ms > 0 ? Math.min(Math.round(ms), 2 ** 31 - 1) : null;

export type AddedChunk = { chunk: ConversationChunkDto; duplicate: boolean };

type Deps = {
  db: Db;
  sessions: Pick<SessionReads, 'owned'>;
  events: Pick<SessionEvents, 'published'>;
  assistant: Pick<AssistantHooks, 'onChunk'>;
};

export function createConversationService({ db, sessions, events, assistant }: Deps) {
  const repo = createConversationRepository(db);

  /** The answer to a chunk that was not stored: the original of a retry, or a clear 409. */
  const resolveNotStored = async (
    sessionId: string,
    clientChunkId: string,
    input: ChunkInput,
    why: string,
  ) => {
    const existing = await repo.findByClientId(sessionId, clientChunkId);
    if (!existing) throw why === 'closed' ? sessionClosed() : new Error('duplicate chunk vanished');
    if (existing.text !== input.text.trim() || existing.speaker !== input.speaker) {
      throw AppError.conflict('This clientChunkId was already used for a different message');
    }
    return { chunk: toChunkDto(existing), duplicate: true };
  };

  return {
    /**
     * The one ingest path, in one round trip (`append`): take the session's next seq (ownership
     * checked, the row locked), store the chunk under it, log `new_chunk`; publish once committed;
     * then tell the assistant. Resolves only once the chunk is committed (the socket's ack waits on it).
     */
    async addChunk(userId: string, sessionId: string, input: ChunkInput): Promise<AddedChunk> {
      const clientChunkId = input.clientChunkId ?? randomUUID();
      const text = input.text.trim();
      if (!text) throw AppError.badRequest('Message text is empty');
      const draft = {
        id: randomUUID(),
        clientChunkId,
        speaker: input.speaker,
        speakerName: input.speakerName ?? null,
        text,
        timestamp: (input.timestamp ? new Date(input.timestamp) : new Date()).toISOString(),
        durationMs: spokenMs(input.durationMs),
      };
      const appended = await repo.append({
        ...draft,
        userId,
        sessionId,
        timestamp: new Date(draft.timestamp),
        payload: draft,
        spoken: input.spoken === true,
      });
      if (!appended) throw sessionNotFound();
      if (appended.erased) throw AppError.conflict(ERASED_STRETCH_MESSAGE);
      if (appended.stored === null) {
        const open = appended.status === 'active' || (input.spoken && appended.status === 'completed');
        return resolveNotStored(sessionId, clientChunkId, { ...input, text }, open ? 'duplicate' : 'closed');
      }
      const chunk: ConversationChunkDto = { ...draft, seq: appended.stored };
      events.published(sessionId, { type: 'new_chunk', seq: chunk.seq, data: chunk });
      if (appended.status === 'active') assistant.onChunk(userId, sessionId, chunk);
      return { chunk, duplicate: false };
    },

    /** The whole transcript, by seq (a 2-hour interview is about 2,000 chunks). */
    async list(userId: string, sessionId: string): Promise<ConversationChunkDto[]> {
      await sessions.owned(userId, sessionId);
      return (await repo.list(sessionId)).map(toChunkDto);
    },

    /** The whole transcript as stored (the caller has checked the session's owner). */
    chunks: (sessionId: string): Promise<ChunkRow[]> => repo.list(sessionId),
    /** Chunks after `afterSeq`, oldest first, at most `limit` (the assistant reads on from there). */
    chunksAfter: (sessionId: string, afterSeq: number, limit: number): Promise<ChunkRow[]> =>
      repo.after(sessionId, afterSeq, limit),
    /** How many stretches of the session were erased, read in the transaction given (or outside one). */
    cutCount: (sessionId: string, tx?: Db): Promise<number> =>
      (tx ? createConversationRepository(tx) : repo).cutCount(sessionId),
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
