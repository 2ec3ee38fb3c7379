import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import { createQuickCreateGenerator } from '#server/assistant/quick-create-generator.ts';
import type { Db } from '#server/db/client.ts';
import { createCandidatesRepository } from '#server/pipeline/candidates.repository.ts';
import { createCandidatesService } from '#server/pipeline/candidates.service.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { createSessionCreateService } from '../sessions/session-create.service.ts';
import { createPdfTextReader } from './pdf-text.ts';
import { createQuickCreateService } from './quick-create.service.ts';

type Deps = {
  repos: Pick<InterviewRepositories, 'sources'>;
  registry: Pick<ModelRegistry, 'list' | 'resolve' | 'languageModel'>;
  timeoutMs: number;
};

/** Quick Create (wired from interview-services.ts): generation, PDF reading, and saving as a session. */
export function createQuickCreateServices(db: Db, { repos, registry, timeoutMs }: Deps) {
  return {
    quickCreate: createQuickCreateService({
      sources: repos.sources,
      generate: createQuickCreateGenerator({ registry, timeoutMs }),
      pdfText: createPdfTextReader(),
      creator: createSessionCreateService({
        db,
        defaultModel: () => registry.list().defaultModel,
        isKnownModel: async (id) => registry.list().models.some((m) => m.id === id),
      }),
      candidates: createCandidatesService({ repos: { candidates: createCandidatesRepository(db) } }),
    }),
  };
}
