import type { StyleExample } from '#contracts/assistant.ts';
import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { CandidatesService } from '#server/pipeline/candidates.service.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createAgendaService } from './agenda/agenda.service.ts';
import { createAssistantElection } from './assistant/assistant-election.ts';
import { NO_ASSISTANT } from './assistant/assistant-hooks.ts';
import { createAssistantLeasesRepository } from './assistant/assistant-leases.repository.ts';
import { createAssistantPass } from './assistant/assistant-pass.ts';
import { createLiveAssistant } from './assistant/live-assistant.ts';
import { createLiveTurnEngine } from './assistant/live-turn-engine.ts';
import { createTranscriptContexts } from './assistant/transcript-context.ts';
import { createConversationService } from './conversation/conversation.service.ts';
import { createDecisionServices } from './decisions/decision-services.ts';
import { createEvaluationService } from './evaluation/evaluation.service.ts';
import { createQuickCreateServices } from './quick-create/quick-create-services.ts';
import { createInterviewRepositories } from './repositories.ts';
import { createSessionWrites } from './session-writes.ts';
import { createSessionCreateService } from './sessions/session-create.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createSuggestionsService } from './suggestions/suggestions.service.ts';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

type Deps = {
  events: SessionEvents;
  /** The provider layer's models: the list a session's `aiModel` must be in, and the SDK models. */
  registry: Pick<ModelRegistry, 'list' | 'resolve' | 'languageModel'>;
  timeoutMs: number;
  /** The user's sample feedbacks, the style of evaluation drafts. */
  styleExamples(userId: string, limit: number): Promise<StyleExample[]>;
  /** Signs the audio exports' URLs. */
  storage: Pick<Storage, 'store' | 'ttlSeconds'>;
  /** The pipeline's candidates (Quick Create adds new ones). */
  candidates: Pick<CandidatesService, 'create' | 'remove'>;
  log?: Log;
  /** Tests of the plain channel switch the assistant off, so no background events interleave. */
  assistant?: { enabled?: boolean; debounceMs?: number };
  /**
   * Several instances on one PostgreSQL: the bus the instances share, and this one's id. The
   * assistant of a session then runs on the instance holding its lease (assistant-election.ts).
   */
  election?: { bus: Pick<EventBus, 'subscribe' | 'tracked'>; instanceId: string; leaseMs?: number };
};

/** Interview sessions and their live assistant (wired once from plugins/services.ts). */
export function createInterviewServices(db: Db, deps: Deps) {
  const { events, registry, log } = deps;
  const repos = createInterviewRepositories(db);
  const writes = createSessionWrites(events);
  const isKnownModel = async (id: string) => registry.list().models.some((m) => m.id === id);
  const defaultModel = () => registry.list().defaultModel;
  const suggestions = createSuggestionsService({ repos, writes });
  const evaluation = createEvaluationService({ repos, writes });
  const contexts = createTranscriptContexts({ chunks: repos.chunks });
  const engine = createLiveTurnEngine({
    registry,
    timeoutMs: deps.timeoutMs,
    onModelError: (sessionId, err) => {
      log?.warn({ err, sessionId }, 'live assistant model failed; the offline engine answered');
      events.signal(sessionId, {
        type: 'error',
        data: {
          error: 'The AI model did not answer; the offline assistant made this turn’s suggestions',
          code: 'ai_unavailable',
        },
      });
    },
  });
  const election = deps.election
    ? createAssistantElection({
        leases: createAssistantLeasesRepository(db),
        ...deps.election,
        onError: (sessionId, err) => log?.warn({ err, sessionId }, 'live assistant lease failed'),
      })
    : undefined;
  const pass = createAssistantPass({
    owns: election?.owns,
    repos,
    writes,
    contexts,
    engine,
    evaluation,
    styleExamples: (userId) => deps.styleExamples(userId, 2),
  });
  const assistant = createLiveAssistant({
    pass,
    contexts,
    suggestions,
    debounceMs: deps.assistant?.debounceMs,
    onError: (sessionId, err) => log?.error({ err, sessionId }, 'live assistant pass failed'),
  });
  const hooks = deps.assistant?.enabled === false ? NO_ASSISTANT : (election?.hooks(assistant) ?? assistant);
  return {
    sessions: createSessionsService({ repos, writes, events, assistant: hooks, isKnownModel }),
    sessionCreator: createSessionCreateService({ db, defaultModel, isKnownModel }),
    agenda: createAgendaService({ writes, assistant: hooks }),
    conversation: createConversationService({ repos, events, assistant: hooks }),
    suggestions,
    evaluation,
    assistant,
    /** Stops every session's assistant here and gives up this instance's leases (shutdown). */
    async stopAssistants(): Promise<void> {
      assistant.stopAll();
      await election?.releaseAll();
    },
    ...createQuickCreateServices(db, {
      repos,
      registry,
      timeoutMs: deps.timeoutMs,
      candidates: deps.candidates,
    }),
    ...createDecisionServices(db, { ...deps, repos }),
  };
}
export type InterviewServices = ReturnType<typeof createInterviewServices>;
