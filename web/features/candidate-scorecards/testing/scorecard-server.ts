import { vi } from 'vitest';
import type { CandidateScorecardDetail } from '#contracts/candidate-scorecards.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { APPLICATION_ID } from './scorecard-fixtures.ts';

export const DETAIL = `GET /api/candidate-scorecards/${APPLICATION_ID}`;
export const SCORECARD_PATH = `/candidate-scorecards/${APPLICATION_ID}`;

/**
 * Fakes the API for one scorecard: the detail, an empty recordings list and transcript for each
 * of its sessions, and any extra routes. Failed calls are logged by the query client, so the console
 * is quietened.
 */
export function scorecardServer(
  scorecard: CandidateScorecardDetail,
  routes: Record<string, StubHandler> = {},
) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const perSession = Object.fromEntries(
    scorecard.sessions.flatMap((session) => [
      [`GET /api/sessions/${session.id}/audio-exports`, () => json(200, [])],
      [
        `GET /api/sessions/${session.id}/debrief`,
        () => json(200, { draft: null, draftAt: null, content: null, editedAt: null }),
      ],
      [`GET /api/sessions/${session.id}/conversation`, () => json(200, [])],
      [`GET /api/sessions/${session.id}/transcription`, () => json(200, { behindSeconds: 0 })],
    ]),
  );
  return stubFetch({ [DETAIL]: () => json(200, scorecard), ...perSession, ...routes });
}
