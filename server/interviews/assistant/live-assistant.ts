import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import type { AssistantHooks } from './assistant-hooks.ts';
import type { AssistantPass, PassMemory } from './assistant-pass.ts';
import type { TranscriptContexts } from './transcript-context.ts';

type Deps = {
  pass: AssistantPass;
  contexts: Pick<TranscriptContexts, 'forget'>;
  suggestions: Pick<SuggestionsService, 'markAsked'>;
  /** A burst of chunks within this many milliseconds makes one pass. */
  debounceMs?: number;
  onError?: (sessionId: string, error: unknown) => void;
};

type SessionState = PassMemory & {
  userId: string;
  timer: NodeJS.Timeout | undefined;
  /** Every task of the session (matching, passes) runs on this chain: one at a time, in order. */
  chain: Promise<void>;
  opening: boolean;
};

/**
 * Schedules the live assistant per session: interviewer chunks are matched against open questions
 * at once; a pass runs once the turn has ended (debounced), never two at a time for a session.
 * In-process state; with several instances each pass first checks that this instance holds the
 * session's lease (assistant-election.ts, docs/decisions/017-assistant-election.md).
 */
export function createLiveAssistant({ pass, contexts, suggestions, debounceMs = 300, onError }: Deps) {
  const states = new Map<string, SessionState>();

  const stateOf = (userId: string, sessionId: string): SessionState => {
    let state = states.get(sessionId);
    if (!state) {
      state = {
        userId,
        timer: undefined,
        chain: Promise.resolve(),
        opening: false,
        itemStartedAt: new Map(),
      };
      states.set(sessionId, state);
    }
    return state;
  };

  const enqueue = (sessionId: string, state: SessionState, task: () => Promise<unknown>) => {
    state.chain = state.chain.then(task).then(
      () => undefined,
      (error: unknown) => onError?.(sessionId, error),
    );
  };

  const schedule = (sessionId: string, state: SessionState) => {
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (states.get(sessionId) !== state) return;
      const opening = state.opening;
      state.opening = false;
      enqueue(sessionId, state, async () => {
        if (!(await pass(state.userId, sessionId, state, opening))) hooks.stop(sessionId);
      });
    }, debounceMs);
  };

  const hooks: AssistantHooks = {
    start(userId, sessionId) {
      const state = stateOf(userId, sessionId);
      state.opening = true;
      schedule(sessionId, state);
    },
    stop(sessionId) {
      const state = states.get(sessionId);
      if (state?.timer) clearTimeout(state.timer);
      states.delete(sessionId);
      contexts.forget(sessionId);
    },
    onChunk(userId, sessionId, chunk: ConversationChunkDto) {
      const state = stateOf(userId, sessionId);
      if (chunk.speaker === 'interviewer')
        enqueue(sessionId, state, () => suggestions.markAsked(sessionId, chunk.text));
      schedule(sessionId, state);
    },
    onAgendaChange(userId, sessionId) {
      schedule(sessionId, stateOf(userId, sessionId));
    },
  };

  return {
    ...hooks,
    /** Resolves once the session has no pass waiting or running (tests, shutdown). */
    async idle(sessionId: string): Promise<void> {
      for (let state = states.get(sessionId); state; state = states.get(sessionId)) {
        if (state.timer) await new Promise((resolve) => setTimeout(resolve, debounceMs));
        const chain = state.chain;
        await chain;
        if (!state.timer && state.chain === chain) return;
      }
    },
    /** Stops every session's assistant (server shutdown). */
    stopAll(): void {
      for (const sessionId of [...states.keys()]) hooks.stop(sessionId);
    },
  };
}
export type LiveAssistant = ReturnType<typeof createLiveAssistant>;
