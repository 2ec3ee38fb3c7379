import type { FastifyInstance } from 'fastify';
import { conversationRoutes } from './conversation/conversation.routes.ts';
import { candidateScorecardsRoutes } from './decisions/candidate-scorecards.routes.ts';
import { decisionsRoutes } from './decisions/decisions.routes.ts';
import { evaluationRoutes } from './evaluation/evaluation.routes.ts';
import type { InterviewServices } from './interview-services.ts';
import { quickCreateRoutes } from './quick-create/quick-create.routes.ts';
import { sessionSettingsRoutes } from './sessions/session-settings.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { suggestionsRoutes } from './suggestions/suggestions.routes.ts';

/** Every interview-session route of spec 000 §7 (Sessions, Suggestions, video-provider detection). */
export async function registerInterviewRoutes(app: FastifyInstance, services: InterviewServices) {
  const { sessions, sessionCreator: creator, agenda, conversation, suggestions, evaluation } = services;
  await app.register(sessionsRoutes, { sessions, creator });
  await app.register(quickCreateRoutes, { quickCreate: services.quickCreate });
  await app.register(sessionSettingsRoutes, { sessions, agenda });
  await app.register(conversationRoutes, { conversation, suggestions });
  await app.register(evaluationRoutes, { evaluation });
  await app.register(suggestionsRoutes, { suggestions });
  await app.register(candidateScorecardsRoutes, { scorecards: services.candidateScorecards });
  await app.register(decisionsRoutes, { decisions: services.decisions, audioExports: services.audioExports });
  app.addHook('onClose', async () => services.stopAssistants());
}
