import type { ConversationChunkDto } from '#contracts/realtime.ts';

/** What the session services tell the live assistant; it does its work in the background. */
export type AssistantHooks = {
  /** The dashboard opened (`start-processing`): the assistant works for this session from now on. */
  start(userId: string, sessionId: string): void;
  /** Closing or deleting a session stops its assistant. */
  stop(sessionId: string): void;
  /** A chunk was committed (from any source). */
  onChunk(userId: string, sessionId: string, chunk: ConversationChunkDto): void;
  /** An agenda item changed status. */
  onAgendaChange(userId: string, sessionId: string): void;
};

/** For wiring without an assistant (and for tests of the plain session calls). */
export const NO_ASSISTANT: AssistantHooks = {
  start: () => undefined,
  stop: () => undefined,
  onChunk: () => undefined,
  onAgendaChange: () => undefined,
};

/**
 * The hooks the session modules are built with. The live assistant is built from those modules'
 * services, so it comes later: until `attach`, the hooks reach no assistant.
 */
export function createAssistantRelay(): AssistantHooks & { attach(hooks: AssistantHooks): void } {
  let assistant = NO_ASSISTANT;
  return {
    start: (userId, sessionId) => assistant.start(userId, sessionId),
    stop: (sessionId) => assistant.stop(sessionId),
    onChunk: (userId, sessionId, chunk) => assistant.onChunk(userId, sessionId, chunk),
    onAgendaChange: (userId, sessionId) => assistant.onAgendaChange(userId, sessionId),
    attach(hooks) {
      assistant = hooks;
    },
  };
}
