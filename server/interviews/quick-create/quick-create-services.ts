import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import { createQuickCreateGenerator } from '#server/assistant/quick-create-generator.ts';
import type { Db } from '#server/db/client.ts';
import type { CandidatesService } from '#server/pipeline/candidates.service.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { createSessionCreateService } from '../sessions/session-create.service.ts';
import { createPdfTextReader } from './pdf-text.ts';
import { createQuickCreateService } from './quick-create.service.ts';

type Deps = {
  repos: Pick<InterviewRepositories, 'sources'>;
  registry: Pick<ModelRegistry, 'list' | 'resolve' | 'languageModel'>;
  timeoutMs: number;
  /** The pipeline's candidates: a kit for a new candidate adds them there. */
  candidates: Pick<CandidatesService, 'create' | 'remove'>;
};

/** Quick Create (wired from interview-services.ts): generation, PDF reading, and saving as a session. */
export function createQuickCreateServices(db: Db, { repos, registry, timeoutMs, candidates }: Deps) {
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
      candidates,
    }),
  };
}
