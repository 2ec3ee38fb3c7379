import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { ChunkRow } from './conversation.repository.ts';

export const toChunkDto = (r: ChunkRow): ConversationChunkDto => ({
  id: r.id,
  seq: r.seq,
  clientChunkId: r.clientChunkId,
  speaker: r.speaker === 'interviewer' ? 'interviewer' : 'candidate',
  speakerName: r.speakerName,
  text: r.text,
  timestamp: r.timestamp.toISOString(),
  durationMs: r.durationMs,
});
