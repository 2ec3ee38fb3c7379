import type { SessionDetail, SessionListItem } from '#contracts/sessions.ts';
import { aSession, SESSION_ID } from './session-detail-fixtures.ts';

export { SESSION_ID };
export const OTHER_SESSION_ID = '5e550000-0000-4000-8000-000000000002';

/** An ISO timestamp for a local wall-clock time, so formatted dates read the same in every zone. */
export function localIso(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function aSessionListItem(overrides: Partial<SessionListItem> = {}): SessionListItem {
  return {
    id: SESSION_ID,
    candidateId: null,
    applicationId: null,
    candidateName: 'Jane Doe',
    position: 'Staff Engineer',
    status: 'active',
    startTime: localIso(2026, 3, 4, 14, 30),
    endTime: null,
    progressPercentage: 40,
    ...overrides,
  };
}

/**
 * The session as `POST /api/sessions/{id}/close` answers it: the list item's fields on the
 * dashboard's session, without a scorecard and on the default AI model.
 */
export function aSessionDetail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return {
    ...aSession(),
    ...aSessionListItem(),
    scorecardId: null,
    aiModel: 'gpt-3.5-turbo',
    ...overrides,
  };
}
