import type { StyleExample } from '#contracts/assistant.ts';
import type { EarlierRounds } from '#contracts/coverage.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { createDebriefGenerator } from '#server/assistant/debrief-generator.ts';
import { createDecisionGenerator } from '#server/assistant/decision-generator.ts';
import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { CandidatesService } from '#server/pipeline/candidates.service.ts';
import { createPipelineReads } from '#server/pipeline/pipeline-reads.ts';
import { createSetupReads } from '#server/setup/setup-reads.ts';
import type { Storage } from '#server/storage/storage.ts';
import { type AgendaService, createAgendaService } from './agenda/agenda.service.ts';
import { createAssistantElection } from './assistant/assistant-election.ts';
import { createAssistantRelay, NO_ASSISTANT } from './assistant/assistant-hooks.ts';
import { createAssistantLeasesRepository } from './assistant/assistant-leases.repository.ts';
import { createAssistantPass } from './assistant/assistant-pass.ts';
import { createGuardWarnings } from './assistant/guard-warnings.ts';
import { createLiveAssistant } from './assistant/live-assistant.ts';
import { createLiveTurnEngine } from './assistant/live-turn-engine.ts';
import { createTranscriptContexts } from './assistant/transcript-context.ts';
import { createAudioExportsService } from './audio-exports/audio-exports.service.ts';
import { createCandidateScorecardsService } from './candidate-scorecards/candidate-scorecards.service.ts';
import { type ConversationService, createConversationService } from './conversation/conversation.service.ts';
import { type CoverageService, createCoverageService } from './coverage/coverage.service.ts';
import { createDecisionsService } from './decisions/decisions.service.ts';
import { createEvaluationService, type EvaluationService } from './evaluation/evaluation.service.ts';
import type { AuditHook } from './interview-audit.ts';
import { createNotesService, type NotesService } from './notes/notes.service.ts';
import { createQuickCreateServices } from './quick-create/quick-create-services.ts';
import { createSessionCreateService } from './sessions/session-create.service.ts';
import { createSessionReads, type SessionReads } from './sessions/session-reads.ts';
import { createSessionWrites, type SessionWrites } from './sessions/session-writes.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createSuggestionsService, type SuggestionsService } from './suggestions/suggestions.service.ts';

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
  /** The audit trail: consent confirmed, decisions drafted and saved. */
  audit: AuditHook;
  /** The recording notice the consent dialog shows; stored with each confirmation. */
  recordingNotice: string;
  /** Tests of the plain channel switch the assistant off, so no background events interleave. */
  assistant?: { enabled?: boolean; debounceMs?: number };
  /**
   * Several instances on one PostgreSQL: the bus the instances share, and this one's id. The
   * assistant of a session then runs on the instance holding its lease (assistant-election.ts).
   */
  election?: { bus: Pick<EventBus, 'subscribe' | 'tracked'>; instanceId: string; leaseMs?: number };
};

/**
 * Interview sessions and their live assistant (wired once from plugins/services.ts). Each module
 * keeps its tables to itself; the others reach it through its service, or the sessions' reads
 * and writes. The assistant is built from the modules' services and plugged into their hooks last.
 */
export function createInterviewServices(db: Db, deps: Deps) {
  const { events, registry } = deps;
  const reads = createSessionReads(db);
  const writes = createSessionWrites(events);
  const hooks = createAssistantRelay();
  const isKnownModel = async (id: string) => registry.list().models.some((m) => m.id === id);
  const defaultModel = () => registry.list().defaultModel;

  const agenda = createAgendaService({ db, writes, assistant: hooks });
  const evaluation = createEvaluationService({ db, sessions: reads, writes });
  let coverage: CoverageService | undefined;
  const sessions = createSessionsService({
    ...{ db, writes, events, agenda, assistant: hooks, isKnownModel, audit: deps.audit },
    recordingNotice: deps.recordingNotice,
    onClosed: (userId, id) => void coverage?.onClosed(userId, id),
  });
  const sessionCreator = createSessionCreateService({ db, agenda, evaluation, defaultModel, isKnownModel });
  const lineHooks = {
    onChunk: (userId: string, sessionId: string, chunk: ConversationChunkDto) => {
      hooks.onChunk(userId, sessionId, chunk);
      void coverage?.onChunk(userId, sessionId, chunk);
    },
  };
  const conversation = createConversationService({ db, sessions: reads, events, assistant: lineHooks });
  coverage = createCoverageService({
    db,
    writes,
    sessions: reads,
    agenda,
    evaluation,
    conversation,
    generateDebrief: createDebriefGenerator({
      registry,
      timeoutMs: deps.timeoutMs,
      onModelError: (err) => deps.log?.warn({ err }, 'debrief model failed; the offline draft stands'),
    }),
    log: deps.log,
  });
  const notes = createNotesService({ db, sessions: reads });
  const suggestions = createSuggestionsService({ db, sessions: reads, writes });
  const modules = { sessions: reads, agenda, conversation, notes, suggestions, evaluation };
  const assistant = createAssistant(db, deps, {
    ...modules,
    writes,
    earlierRounds: (userId, sessionId) => coverage.earlierRounds(userId, sessionId),
  });
  hooks.attach(deps.assistant?.enabled === false ? NO_ASSISTANT : assistant.hooks);

  return {
    sessions,
    sessionCreator,
    agenda,
    coverage,
    conversation,
    notes,
    suggestions,
    evaluation,
    assistant: assistant.live,
    /** Stops every session's assistant here and gives up this instance's leases (shutdown). */
    stopAssistants: assistant.stop,
    ...createQuickCreateServices({
      sources: createSetupReads(db),
      creator: sessionCreator,
      registry,
      timeoutMs: deps.timeoutMs,
      candidates: deps.candidates,
    }),
    candidateScorecards: createCandidateScorecardsService({
      pipeline: createPipelineReads(db),
      sessions: reads,
      evaluation,
    }),
    decisions: createDecisionsService({
      ...modules,
      sessions: { ...reads, setDecision: sessions.setDecision },
      generate: createDecisionGenerator({ registry, timeoutMs: deps.timeoutMs }),
      styleExamples: deps.styleExamples,
      audit: deps.audit,
      debrief: async (userId, sessionId) => {
        const { content, draft } = await coverage.debrief(userId, sessionId, true);
        return { content, draft: draft?.text ?? null };
      },
    }),
    audioExports: createAudioExportsService({
      db,
      sessions: reads,
      store: deps.storage.store,
      ttlSeconds: deps.storage.ttlSeconds,
    }),
  };
}
export type InterviewServices = ReturnType<typeof createInterviewServices>;

/** What the assistant reads and writes through: the session modules' services. */
type AssistantModules = {
  writes: SessionWrites;
  sessions: SessionReads;
  agenda: AgendaService;
  conversation: ConversationService;
  notes: NotesService;
  suggestions: SuggestionsService;
  evaluation: EvaluationService;
  earlierRounds: (userId: string, sessionId: string) => Promise<EarlierRounds>;
};

/**
 * The live assistant: a pass per session turn (on the instance holding the session's lease when
 * several share PostgreSQL), and the guard's warnings beside it.
 */
function createAssistant(db: Db, deps: Deps, modules: AssistantModules) {
  const { events, log } = deps;
  const { suggestions } = modules;
  const guard = createGuardWarnings(modules);
  const contexts = createTranscriptContexts({
    conversation: modules.conversation,
    flagged: (sessionId) => suggestions.flaggedChunkIds(sessionId),
  });
  const engine = createLiveTurnEngine({
    registry: deps.registry,
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
  const pass = createAssistantPass({ ...modules, owns: election?.owns, contexts, engine, guard });
  const live = createLiveAssistant({
    pass,
    contexts,
    suggestions,
    guard,
    debounceMs: deps.assistant?.debounceMs,
    onError: (sessionId, err) => log?.error({ err, sessionId }, 'live assistant pass failed'),
  });
  return {
    live,
    hooks: election?.hooks(live) ?? live,
    async stop(): Promise<void> {
      await live.stopAll();
      await election?.releaseAll();
    },
  };
}
