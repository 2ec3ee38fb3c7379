import { parseInput } from '#contracts/input.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { ClientMessage, type ServerMessage } from '#contracts/realtime.ts';
import { appErrorOf } from '#server/lib/errors.ts';
import type { BroadcastMessage } from './event-bus.ts';
import type { InboundHandler, SocketContext } from './live-hub.ts';

/** The conversation's one ingest path (the same function `POST /api/sessions/:id/text` calls). */
export type ChunkIngest = (
  userId: string,
  sessionId: string,
  input: {
    clientChunkId: string;
    text: string;
    speaker: ConversationChunkDto['speaker'];
    speakerName?: string | null;
    timestamp?: string;
    /** How long the line was spoken, when its source measured it. */
    durationMs?: number | undefined;
    /** Transcribed from recorded audio (conversation.service.ts `ChunkInput.spoken`). */
    spoken?: boolean;
  },
) => Promise<{ chunk: ConversationChunkDto; duplicate: boolean }>;

type Handlers = {
  [T in ClientMessage['type']]: (
    context: SocketContext,
    message: Extract<ClientMessage, { type: T }>,
  ) => Promise<ServerMessage | undefined>;
};

/** Sends an ephemeral message to every socket of a session (the bus). */
export type Broadcast = (sessionId: string, message: BroadcastMessage) => void;

const error = (message: string, extra: { code?: string; clientChunkId?: string } = {}): ServerMessage => ({
  type: 'error',
  data: { error: message, ...extra },
});

/** Parses, validates and dispatches client frames; failures come back as `error` messages. */
export function createInboundHandler(addChunk: ChunkIngest, broadcast: Broadcast): InboundHandler {
  const handlers: Handlers = {
    async chunk({ userId, sessionId }, message) {
      const { clientChunkId, text, speaker, speakerName, timestamp, durationMs } = message;
      try {
        const { chunk, duplicate } = await addChunk(userId, sessionId, {
          clientChunkId,
          text,
          speaker,
          speakerName,
          timestamp,
          durationMs,
        });
        return { type: 'ack', clientChunkId, seq: chunk.seq, data: { chunkId: chunk.id, duplicate } };
      } catch (failure) {
        const known = appErrorOf(failure);
        if (!known) throw failure;
        return error(known.message, { code: known.code, clientChunkId });
      }
    },

    /** The browser's recognizer's words still being said: to every screen, never stored. */
    async partial({ sessionId }, { streamId, text, speaker }) {
      broadcast(sessionId, {
        type: 'partial_transcription',
        data: { speaker, speakerName: null, text, streamId },
      });
      return undefined;
    },
  };

  return async (context, text) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return error('Messages must be JSON', { code: 'bad_request' });
    }
    const parsed = parseInput(ClientMessage, json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return error(first ? `${first.path.join('.') || 'message'}: ${first.message}` : 'Invalid message', {
        code: 'validation_failed',
      });
    }
    const message = parsed.data;
    // Each handler takes the message of its own type: the map is keyed by it.
    const handle = handlers[message.type] as (
      c: SocketContext,
      m: ClientMessage,
    ) => Promise<ServerMessage | undefined>;
    return handle(context, message);
  };
}
