import type {
  CandidateScorecardDetail,
  CandidateScorecardListItem,
} from '#contracts/candidate-scorecards.ts';
import { AppError } from '#server/lib/errors.ts';
import { groupCards, toScorecardDetail } from './candidate-scorecards.mapper.ts';
import type { CandidateScorecardsRepository, ScorecardScope } from './candidate-scorecards.repository.ts';

type Deps = { repo: CandidateScorecardsRepository };

export function createCandidateScorecardsService({ repo }: Deps) {
  return {
    /** One card per application with sessions, plus one per candidate for independent sessions. */
    async list(userId: string): Promise<CandidateScorecardListItem[]> {
      return groupCards(await repo.listCardSessions(userId));
    },

    /**
     * `id` is an application of the user, or else a candidate of the user (their sessions without
     * an application). Anything else, including another user's ids, is not found.
     */
    async get(userId: string, id: string): Promise<CandidateScorecardDetail> {
      const subject = (await repo.findApplication(userId, id)) ?? (await repo.findCandidate(userId, id));
      const scope: ScorecardScope | undefined = subject?.applicationId
        ? { applicationId: subject.applicationId }
        : subject?.candidateId
          ? { candidateId: subject.candidateId }
          : undefined;
      if (!subject || !scope) throw AppError.notFound('Candidate scorecard');
      const sessions = await repo.sessionsOf(userId, scope);
      const items = await repo.sectionsOf(sessions.map((s) => s.id));
      return toScorecardDetail(subject, sessions, items);
    },
  };
}
export type CandidateScorecardsService = ReturnType<typeof createCandidateScorecardsService>;
