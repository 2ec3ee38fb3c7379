import type { FastifyInstance } from 'fastify';
import { agendasRoutes } from './agendas/agendas.routes.ts';
import { setupGenerationRoutes } from './generation/generation.routes.ts';
import { interviewTemplatesRoutes } from './interview-templates/interview-templates.routes.ts';
import { kitsRoutes } from './kits/kits.routes.ts';
import { sampleFeedbacksRoutes } from './sample-feedbacks/sample-feedbacks.routes.ts';
import { scorecardsRoutes } from './scorecards/scorecards.routes.ts';
import type { createSetupServices } from './setup-services.ts';
import { tutorialsRoutes } from './tutorials/tutorials.routes.ts';

type SetupServices = ReturnType<typeof createSetupServices>;

/** Registers the interview-setup routes. */
export async function registerSetupRoutes(app: FastifyInstance, services: SetupServices) {
  await app.register(scorecardsRoutes, { scorecards: services.scorecards });
  await app.register(agendasRoutes, { agendas: services.agendas });
  await app.register(setupGenerationRoutes, { generation: services.setupGeneration });
  await app.register(interviewTemplatesRoutes, { templates: services.interviewTemplates });
  await app.register(kitsRoutes, { kits: services.kits });
  await app.register(sampleFeedbacksRoutes, { sampleFeedbacks: services.sampleFeedbacks });
  await app.register(tutorialsRoutes, { tutorials: services.tutorials });
}
