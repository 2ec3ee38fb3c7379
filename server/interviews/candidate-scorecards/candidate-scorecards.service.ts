import type {
  CandidateScorecardDetail,
  CandidateScorecardListItem,
} from '#contracts/candidate-scorecards.ts';
import { AppError } from '#server/lib/errors.ts';
import type { PipelineReads } from '#server/pipeline/pipeline-reads.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import type { SessionReads, SessionSubject } from '../sessions/session-reads.ts';
import { candidateSubject, groupCards, toScorecardDetail } from './candidate-scorecards.mapper.ts';

type Deps = {
  /** The pipeline records a scorecard is about, each scoped by the owner. */
  pipeline: Pick<PipelineReads, 'applicationWithNames' | 'candidateName'>;
  /** The sessions by whom they interview, and their evaluation sections. */
  sessions: Pick<SessionReads, 'listWithSubjects' | 'listOfSubject'>;
  evaluation: Pick<EvaluationService, 'sectionsOf'>;
};

/** A read model: one card per application or candidate, from the sessions and their evaluations. */
export function createCandidateScorecardsService({ pipeline, sessions, evaluation }: Deps) {
  return {
    /** One card per application with sessions, plus one per candidate for independent sessions. */
    async list(userId: string): Promise<CandidateScorecardListItem[]> {
      return groupCards(await sessions.listWithSubjects(userId));
    },

    /**
     * `id` is an application of the user, or else a candidate of the user (their sessions without
     * an application). Anything else, including another user's ids, is not found.
     */
    async get(userId: string, id: string): Promise<CandidateScorecardDetail> {
      const subject =
        (await pipeline.applicationWithNames(userId, id)) ??
        candidateSubject(await pipeline.candidateName(userId, id));
      const scope: SessionSubject | undefined = subject?.applicationId
        ? { applicationId: subject.applicationId }
        : subject?.candidateId
          ? { candidateId: subject.candidateId }
          : undefined;
      if (!subject || !scope) throw AppError.notFound('Candidate scorecard');
      const rows = await sessions.listOfSubject(userId, scope);
      const items = await evaluation.sectionsOf(rows.map((s) => s.id));
      return toScorecardDetail(subject, rows, items);
    },
  };
}
export type CandidateScorecardsService = ReturnType<typeof createCandidateScorecardsService>;
