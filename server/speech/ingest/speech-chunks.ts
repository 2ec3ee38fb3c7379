import { setTimeout as sleep } from 'node:timers/promises';
import type { Speaker } from '#contracts/sessions.ts';
import { appErrorOf } from '#server/lib/errors.ts';
import type { BroadcastMessage } from '#server/live/event-bus.ts';
import type { ChunkIngest } from '#server/live/live-inbound.ts';

/** A final result on its way to the transcript. */
export type SpokenTurn = {
  clientChunkId: string;
  text: string;
  speakerName: string | null;
  timestamp?: string;
  /** How long it was spoken, when its place in the recording is known. */
  durationMs?: number;
};

type Deps = {
  addChunk: ChunkIngest;
  publish(sessionId: string, message: BroadcastMessage): void;
  /** Tries of a commit that failed for a reason of ours (the database away), not a refusal. */
  attempts?: number;
  retryMs?: number;
  onError(error: unknown): void;
};

type Stream = { userId: string; sessionId: string; speaker: Speaker; streamId: string };

export type CommitOutcome =
  | { ok: true; chunkId: string }
  | { ok: false; error: string; code: string; refused: boolean };

/**
 * Commits a spoken turn through the conversation's one ingest (the same as typed text), then
 * tells every screen its partial line is done (`transcription_received`). A commit that fails
 * for a passing reason is tried again under the same client chunk id, so it is never stored twice.
 */
export function createSpeechChunks({ addChunk, publish, attempts = 3, retryMs = 250, onError }: Deps) {
  return async function commit(stream: Stream, turn: SpokenTurn): Promise<CommitOutcome> {
    const { userId, sessionId, speaker, streamId } = stream;
    for (let attempt = 1; ; attempt++) {
      try {
        const { chunk } = await addChunk(userId, sessionId, { ...turn, speaker, spoken: true });
        publish(sessionId, {
          type: 'transcription_received',
          data: { speaker, speakerName: turn.speakerName, streamId, chunkId: chunk.id },
        });
        return { ok: true, chunkId: chunk.id };
      } catch (failure) {
        const known = appErrorOf(failure);
        if (known) return { ok: false, error: known.message, code: known.code, refused: true };
        if (attempt >= attempts) {
          onError(failure);
          return {
            ok: false,
            error: 'A transcript line could not be saved; the audio is kept',
            code: 'internal',
            refused: false,
          };
        }
        await sleep(retryMs * 2 ** (attempt - 1));
      }
    }
  };
}
export type SpeechChunks = ReturnType<typeof createSpeechChunks>;
