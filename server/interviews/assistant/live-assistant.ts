import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import type { AssistantHooks } from './assistant-hooks.ts';
import type { AssistantPass, PassMemory } from './assistant-pass.ts';
import type { GuardWarnings } from './guard-warnings.ts';
import type { TranscriptContexts } from './transcript-context.ts';

type Deps = {
  pass: AssistantPass;
  contexts: Pick<TranscriptContexts, 'forget'>;
  suggestions: Pick<SuggestionsService, 'markAsked'>;
  /** Checks each interviewer chunk for protected topics as soon as it is committed. */
  guard?: Pick<GuardWarnings, 'check' | 'forget' | 'warm'>;
  /** A burst of chunks within this many milliseconds makes one pass. */
  debounceMs?: number;
  /**
   * Passes running at once on this instance, all sessions together (default: one core fewer
   * than the machine has, at least one): the rest of the CPU and of the pool stays for the
   * writes a speaker waits on.
   */
  concurrentPasses?: number;
  onError?: (sessionId: string, error: unknown) => void;
};

type SessionState = PassMemory & {
  userId: string;
  timer: NodeJS.Timeout | undefined;
  /** Every task of the session (matching, passes) runs on this chain: one at a time, in order. */
  chain: Promise<void>;
  /**
   * The guard's checks, in order, beside the chain: a warning never waits for a pass (a model
   * may take seconds), and a pass waits for them, so it never reads an answer to a question
   * about to be flagged.
   */
  guarding: Promise<void>;
  opening: boolean;
  /** A pass is waiting its turn: chunks arriving meanwhile are read by it, not by another. */
  passWaiting: boolean;
};

/**
 * Schedules the live assistant per session: interviewer chunks are matched against open questions
 * at once; a pass runs once the turn has ended (debounced), never two at a time for a session.
 * In-process state; with several instances each pass first checks that this instance holds the
 * session's lease (assistant-election.ts, docs/decisions/017-assistant-election.md).
 */
export function createLiveAssistant(deps: Deps) {
  const { pass, contexts, suggestions, guard, debounceMs = 300, onError } = deps;
  const states = new Map<string, SessionState>();
  const passSlot = pLimit(deps.concurrentPasses ?? Math.max(1, availableParallelism() - 1));

  const stateOf = (userId: string, sessionId: string): SessionState => {
    let state = states.get(sessionId);
    if (!state) {
      state = {
        userId,
        timer: undefined,
        chain: Promise.resolve(),
        guarding: Promise.resolve(),
        opening: false,
        passWaiting: false,
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
      if (states.get(sessionId) !== state || state.passWaiting) return;
      const opening = state.opening;
      state.opening = false;
      state.passWaiting = true;
      enqueue(sessionId, state, async () => {
        await state.guarding;
        const going = await passSlot(() => {
          state.passWaiting = false;
          return states.get(sessionId) === state ? pass(state.userId, sessionId, state, opening) : true;
        });
        if (!going && states.get(sessionId) === state) hooks.stop(sessionId);
      });
    }, debounceMs);
  };

  const hooks: AssistantHooks = {
    start(userId, sessionId) {
      const state = stateOf(userId, sessionId);
      state.opening = true;
      guard?.warm();
      schedule(sessionId, state);
    },
    stop(sessionId) {
      const state = states.get(sessionId);
      if (state?.timer) clearTimeout(state.timer);
      states.delete(sessionId);
      contexts.forget(sessionId);
      guard?.forget(sessionId);
    },
    onChunk(userId, sessionId, chunk: ConversationChunkDto) {
      const state = stateOf(userId, sessionId);
      state.heardFrom ??= chunk.seq;
      if (chunk.speaker === 'interviewer' && guard)
        state.guarding = state.guarding
          .then(() => guard.check(sessionId, chunk))
          .then(
            () => undefined,
            (error: unknown) => onError?.(sessionId, error),
          );
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
        const [chain, guarding] = [state.chain, state.guarding];
        await Promise.all([chain, guarding]);
        if (!state.timer && state.chain === chain && state.guarding === guarding) return;
      }
    },
    /**
     * Stops every session's assistant (server shutdown) and waits, at most `graceMs`, for the
     * passes already under way, so they do not write to a database being closed.
     */
    async stopAll(graceMs = 5_000): Promise<void> {
      const running = [...states.values()].map((state) => state.chain);
      for (const sessionId of [...states.keys()]) hooks.stop(sessionId);
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    },
  };
}
export type LiveAssistant = ReturnType<typeof createLiveAssistant>;
