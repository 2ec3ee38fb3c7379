import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import { createQuickCreateGenerator } from '#server/assistant/quick-create-generator.ts';
import type { CandidatesService } from '#server/pipeline/candidates.service.ts';
import type { SessionCreateService } from '../sessions/session-create.service.ts';
import { createPdfTextReader } from './pdf-text.ts';
import { createQuickCreateService } from './quick-create.service.ts';
import type { TemplateSources } from './quick-create-templates.ts';

type Deps = {
  sources: TemplateSources;
  creator: Pick<SessionCreateService, 'create'>;
  registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>;
  timeoutMs: number;
  /** The pipeline's candidates: a kit for a new candidate adds them there. */
  candidates: Pick<CandidatesService, 'create' | 'remove'>;
};

/** Quick Create (wired from interview-services.ts): generation, PDF reading, and saving as a session. */
export function createQuickCreateServices({ sources, creator, registry, timeoutMs, candidates }: Deps) {
  return {
    quickCreate: createQuickCreateService({
      sources,
      generate: createQuickCreateGenerator({ registry, timeoutMs }),
      pdfText: createPdfTextReader(),
      creator,
      candidates,
    }),
  };
}
