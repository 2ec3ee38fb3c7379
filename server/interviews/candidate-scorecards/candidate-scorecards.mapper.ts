import type {
  CandidateScorecardDetail,
  CandidateScorecardListItem,
  ScorecardSessionSummary,
} from '#contracts/candidate-scorecards.ts';
import { SessionStatus } from '#contracts/sessions.ts';
import { toSessionDecision } from '../decisions/decisions.mapper.ts';
import { toSectionTree } from '../evaluation/evaluation.mapper.ts';
import type { ScorecardItemRow } from '../evaluation/evaluation.service.ts';
import type { DecidedSessionRow, SubjectSessionRow } from '../sessions/session-reads.ts';

/** Who a detail page is about: an application (with its job), or a candidate alone. */
export type ScorecardSubject = Omit<SubjectSessionRow, 'id' | 'status' | 'startTime' | 'endTime'>;

/** A candidate alone: the subject of their sessions without an application. */
export const candidateSubject = (
  candidate: { id: string; firstName: string; lastName: string } | undefined,
): ScorecardSubject | undefined =>
  candidate && {
    candidateId: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    applicationId: null,
    jobTitle: null,
    companyName: null,
  };

const status = SessionStatus.catch('active');

const nameOf = (row: Pick<ScorecardSubject, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unknown candidate';

/** Whole minutes from start to end; null while the session runs. */
export const durationMinutes = (start: Date, end: Date | null) =>
  end ? Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000)) : null;

export const toSessionSummary = (
  row: Pick<SubjectSessionRow, 'id' | 'status' | 'startTime' | 'endTime'>,
): ScorecardSessionSummary => ({
  id: row.id,
  status: status.parse(row.status),
  startTime: row.startTime.toISOString(),
  endTime: row.endTime?.toISOString() ?? null,
  durationMinutes: durationMinutes(row.startTime, row.endTime),
});

const header = (subject: ScorecardSubject) => ({
  id: subject.applicationId ?? subject.candidateId ?? '',
  independent: subject.applicationId === null,
  applicationId: subject.applicationId,
  candidateId: subject.candidateId,
  candidateName: nameOf(subject),
  jobTitle: subject.jobTitle,
  companyName: subject.companyName,
});

/**
 * One card per application with sessions, one per candidate for sessions without an application.
 * Rows come newest first, so cards are ordered by their latest session; each card's sessions are
 * listed oldest first.
 */
export function groupCards(rows: SubjectSessionRow[]): CandidateScorecardListItem[] {
  const cards = new Map<string, CandidateScorecardListItem>();
  for (const row of rows) {
    const key = row.applicationId ?? `candidate:${row.candidateId}`;
    const subject = row.applicationId ? row : { ...row, jobTitle: null, companyName: null };
    const card = cards.get(key) ?? { ...header(subject), sessions: [] };
    cards.set(key, card);
    card.sessions.unshift(toSessionSummary(row));
  }
  return [...cards.values()];
}

export function toScorecardDetail(
  subject: ScorecardSubject,
  sessions: DecidedSessionRow[],
  items: ScorecardItemRow[],
): CandidateScorecardDetail {
  const bySession = new Map<string, ScorecardItemRow[]>();
  for (const item of items) {
    const list = bySession.get(item.sessionId) ?? [];
    bySession.set(item.sessionId, list);
    list.push(item);
  }
  return {
    ...header(subject),
    sessions: sessions.map((row) => ({
      ...toSessionSummary(row),
      sections: toSectionTree(bySession.get(row.id) ?? []),
      decision: toSessionDecision(row),
    })),
  };
}
