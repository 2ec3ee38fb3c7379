import type { AssistantService } from '#server/assistant/assistant.service.ts';
import type { Db } from '#server/db/client.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createAgendasService } from './agendas/agendas.service.ts';
import { createSetupGenerationService } from './generation/generation.service.ts';
import { createInterviewTemplatesService } from './interview-templates/interview-templates.service.ts';
import { createKitsService } from './kits/kits.service.ts';
import { createSampleFeedbacksService } from './sample-feedbacks/sample-feedbacks.service.ts';
import { createScorecardsService } from './scorecards/scorecards.service.ts';
import { createSetupRepositories, createSetupTransact } from './transaction.ts';
import { createTutorialsRepository } from './tutorials/tutorials.repository.ts';
import { createTutorialsService } from './tutorials/tutorials.service.ts';

type Deps = {
  storage: Pick<Storage, 'store' | 'ttlSeconds'>;
  assistant: Pick<AssistantService, 'generateScorecard' | 'generateAgenda'>;
};

/** The interview-setup services: scorecards, agendas, templates, sample feedbacks, tutorials. */
export function createSetupServices(db: Db, { storage, assistant }: Deps) {
  const setup = { repos: createSetupRepositories(db), transact: createSetupTransact(db) };
  const scorecards = createScorecardsService(setup);
  const sampleFeedbacks = createSampleFeedbacksService(setup);
  return {
    scorecards,
    agendas: createAgendasService(setup),
    interviewTemplates: createInterviewTemplatesService(setup),
    kits: createKitsService(setup),
    sampleFeedbacks,
    setupGeneration: createSetupGenerationService({ assistant, scorecards }),
    tutorials: createTutorialsService({
      repo: createTutorialsRepository(db),
      store: storage.store,
      ttlSeconds: storage.ttlSeconds,
    }),
  };
}
