import type {
  CandidateScorecardDetail,
  CandidateScorecardListItem,
} from '#contracts/candidate-scorecards.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import type { SessionReads, SessionSubject } from '../sessions/session-reads.ts';
import { groupCards, toScorecardDetail } from './candidate-scorecards.mapper.ts';
import { createCandidateScorecardsRepository } from './candidate-scorecards.repository.ts';

type Deps = {
  db: Db;
  /** The sessions by whom they interview, and their evaluation sections. */
  sessions: Pick<SessionReads, 'listWithSubjects' | 'listOfSubject'>;
  evaluation: Pick<EvaluationService, 'sectionsOf'>;
};

/** A read model: one card per application or candidate, from the sessions and their evaluations. */
export function createCandidateScorecardsService({ db, sessions, evaluation }: Deps) {
  const repo = createCandidateScorecardsRepository(db);
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
      const subject = (await repo.findApplication(userId, id)) ?? (await repo.findCandidate(userId, id));
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
