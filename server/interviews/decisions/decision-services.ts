import type { StyleExample } from '#contracts/assistant.ts';
import { createDecisionGenerator } from '#server/assistant/decision-generator.ts';
import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import type { Db } from '#server/db/client.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { createAudioExportsRepository } from './audio-exports.repository.ts';
import { createAudioExportsService } from './audio-exports.service.ts';
import { createCandidateScorecardsRepository } from './candidate-scorecards.repository.ts';
import { createCandidateScorecardsService } from './candidate-scorecards.service.ts';
import { createDecisionsService } from './decisions.service.ts';

type Deps = {
  repos: InterviewRepositories;
  registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>;
  timeoutMs: number;
  styleExamples(userId: string, limit: number): Promise<StyleExample[]>;
  storage: Pick<Storage, 'store' | 'ttlSeconds'>;
};

/** Candidate scorecards, interview decisions and audio exports (wired from interview-services.ts). */
export function createDecisionServices(db: Db, { repos, registry, timeoutMs, styleExamples, storage }: Deps) {
  return {
    candidateScorecards: createCandidateScorecardsService({ repo: createCandidateScorecardsRepository(db) }),
    decisions: createDecisionsService({
      repos,
      generate: createDecisionGenerator({ registry, timeoutMs }),
      styleExamples,
    }),
    audioExports: createAudioExportsService({
      repo: createAudioExportsRepository(db),
      sessions: repos.sessions,
      store: storage.store,
      ttlSeconds: storage.ttlSeconds,
    }),
  };
}
