import { parseInput } from '#contracts/input.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { ClientMessage, type ServerMessage } from '#contracts/realtime.ts';
import { appErrorOf } from '#server/lib/errors.ts';
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
  },
) => Promise<{ chunk: ConversationChunkDto; duplicate: boolean }>;

type Handlers = {
  [T in ClientMessage['type']]: (
    context: SocketContext,
    message: Extract<ClientMessage, { type: T }>,
  ) => Promise<ServerMessage>;
};

const error = (message: string, extra: { code?: string; clientChunkId?: string } = {}): ServerMessage => ({
  type: 'error',
  data: { error: message, ...extra },
});

/** Parses, validates and dispatches client frames; failures come back as `error` messages. */
export function createInboundHandler(addChunk: ChunkIngest): InboundHandler {
  const handlers: Handlers = {
    async chunk({ userId, sessionId }, message) {
      const { clientChunkId, text, speaker, speakerName, timestamp } = message;
      try {
        const { chunk, duplicate } = await addChunk(userId, sessionId, {
          clientChunkId,
          text,
          speaker,
          speakerName,
          timestamp,
        });
        return { type: 'ack', clientChunkId, seq: chunk.seq, data: { chunkId: chunk.id, duplicate } };
      } catch (failure) {
        const known = appErrorOf(failure);
        if (!known) throw failure;
        return error(known.message, { code: known.code, clientChunkId });
      }
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
    return handlers[message.type](context, message);
  };
}
