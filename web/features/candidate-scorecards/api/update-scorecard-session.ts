import type { QueryClient } from '@tanstack/react-query';
import type { CandidateScorecardDetail, ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { candidateScorecardKeys } from './keys.ts';

/** Writes a server answer about one session into the cached scorecard it belongs to. */
export function updateScorecardSession(
  queryClient: QueryClient,
  scorecardId: string,
  sessionId: string,
  update: (session: ScorecardSessionDetail) => ScorecardSessionDetail,
): void {
  queryClient.setQueryData<CandidateScorecardDetail>(
    candidateScorecardKeys.detail(scorecardId),
    (detail) =>
      detail && {
        ...detail,
        sessions: detail.sessions.map((session) => (session.id === sessionId ? update(session) : session)),
      },
  );
}
