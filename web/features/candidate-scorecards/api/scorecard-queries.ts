import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AudioExportDto,
  CandidateScorecardDetail,
  CandidateScorecardListItem,
} from '#contracts/candidate-scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import { candidateScorecardKeys } from './keys.ts';

/** The cards: one per application with sessions, one per candidate with independent sessions. */
export function scorecardListQueryOptions() {
  return queryOptions({
    queryKey: candidateScorecardKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/api/candidate-scorecards', { schema: z.array(CandidateScorecardListItem), signal }),
    staleTime: LIST_STALE_TIME,
  });
}

/**
 * One scorecard (application id, or candidate id for independent sessions). Evaluations change
 * on the live session screen too, so it is read again each time the page opens.
 */
export function scorecardDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: candidateScorecardKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidate-scorecards/${encodeURIComponent(id)}`, {
        schema: CandidateScorecardDetail,
        signal,
      }),
    staleTime: 0,
  });
}

/** A session's recordings with signed URLs; fetched again for fresh URLs after a playback error. */
export function audioExportsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: candidateScorecardKeys.audioExports(sessionId),
    queryFn: ({ signal }) =>
      apiRequest(sessionPath(sessionId, '/audio-exports'), { schema: z.array(AudioExportDto), signal }),
  });
}
