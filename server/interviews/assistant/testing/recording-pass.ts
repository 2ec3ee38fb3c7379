import { createInProcessBus } from '#server/live/event-bus.ts';
import { createSessionEvents } from '#server/live/session-events.service.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import { createEvaluationService } from '../../evaluation/evaluation.service.ts';
import { createSessionReads } from '../../sessions/session-reads.ts';
import { createSessionWrites } from '../../sessions/session-writes.ts';
import { createSuggestionsService } from '../../suggestions/suggestions.service.ts';
import { createAssistantPass } from '../assistant-pass.ts';
import type { LiveTurnInput } from '../live-turn.ts';
import { offlineTurn } from '../offline-turn.ts';
import { createTranscriptContexts } from '../transcript-context.ts';

type Options = {
  /** Turns kept verbatim in the pass's context. */
  window?: number;
  /** Whether the pass reads what earlier rounds of the application evidenced. */
  earlierRounds?: boolean;
  /** Runs while the engine works on a turn, before it answers. */
  meanwhile?: (input: LiveTurnInput) => Promise<void>;
};

/**
 * An assistant pass over the app's own modules on the test database, the offline engine
 * answering; `sent` keeps what each turn gave the engine.
 */
export function recordingPass(t: Pick<TestApp, 'app' | 'database'>, options: Options = {}) {
  const db = t.database.db;
  const sessions = createSessionReads(db);
  const writes = createSessionWrites(createSessionEvents({ db, bus: createInProcessBus() }));
  const { agenda, conversation, notes, coverage } = t.app.services.interviews;
  const suggestions = createSuggestionsService({ db, sessions, writes });
  const sent: LiveTurnInput[] = [];
  const pass = createAssistantPass({
    writes,
    sessions,
    agenda,
    conversation,
    notes,
    suggestions,
    contexts: createTranscriptContexts({ conversation, window: options.window }),
    engine: async (_model, input) => {
      sent.push(structuredClone(input));
      await options.meanwhile?.(input);
      return offlineTurn(input);
    },
    evaluation: createEvaluationService({ db, sessions, writes }),
    earlierRounds: options.earlierRounds ? coverage.earlierRounds : undefined,
  });
  return { pass, sent, suggestions };
}
