import type { FastifyInstance } from 'fastify';
import { agendaRoutes } from './agenda/agenda.routes.ts';
import { audioExportsRoutes } from './audio-exports/audio-exports.routes.ts';
import { candidateScorecardsRoutes } from './candidate-scorecards/candidate-scorecards.routes.ts';
import { conversationRoutes } from './conversation/conversation.routes.ts';
import { coverageRoutes } from './coverage/coverage.routes.ts';
import { decisionsRoutes } from './decisions/decisions.routes.ts';
import { evaluationRoutes } from './evaluation/evaluation.routes.ts';
import type { InterviewServices } from './interview-services.ts';
import { notesRoutes } from './notes/notes.routes.ts';
import { quickCreateRoutes } from './quick-create/quick-create.routes.ts';
import { sessionSettingsRoutes } from './sessions/session-settings.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { suggestionsRoutes } from './suggestions/suggestions.routes.ts';

/** Every interview-session route of spec 000 §7 (Sessions, Suggestions, video-provider detection), by module. */
export async function registerInterviewRoutes(app: FastifyInstance, services: InterviewServices) {
  const {
    sessions,
    sessionCreator: creator,
    agenda,
    conversation,
    notes,
    suggestions,
    evaluation,
  } = services;
  await app.register(sessionsRoutes, { sessions, creator });
  await app.register(quickCreateRoutes, { quickCreate: services.quickCreate });
  await app.register(sessionSettingsRoutes, { sessions });
  await app.register(agendaRoutes, { agenda });
  await app.register(conversationRoutes, { conversation });
  await app.register(notesRoutes, { notes });
  await app.register(coverageRoutes, { coverage: services.coverage });
  await app.register(suggestionsRoutes, { suggestions });
  await app.register(evaluationRoutes, { evaluation });
  await app.register(candidateScorecardsRoutes, { scorecards: services.candidateScorecards });
  await app.register(decisionsRoutes, { decisions: services.decisions });
  await app.register(audioExportsRoutes, { audioExports: services.audioExports });
  app.addHook('onClose', async () => services.stopAssistants());
}
