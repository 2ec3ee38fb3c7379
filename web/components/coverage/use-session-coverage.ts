import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { answeredQuestionIds, coverageClock } from '#contracts/coverage.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { talkBalance } from '#contracts/talk-balance.ts';
import {
  candidateQuestionsQueryOptions,
  conversationQueryOptions,
  evaluationQueryOptions,
} from '#web/lib/sessions/session-queries.ts';
import { useNow } from './use-now.ts';

/**
 * A session's coverage, worked out on the screen from the reads the live channel keeps current
 * (agenda, transcript, evaluation, the candidate's questions): a line that changes it re-renders
 * at once, and the clock ticks on its own. A closed session's clock stops at its end.
 */
export function useSessionCoverage(session: SessionDetail) {
  const ticking = useNow();
  const conversation = useQuery(conversationQueryOptions(session.id)).data;
  const evaluation = useQuery(evaluationQueryOptions(session.id)).data;
  const asked = useQuery(candidateQuestionsQueryOptions(session.id)).data;
  const now = session.endTime ? Date.parse(session.endTime) : ticking;
  return useMemo(() => {
    const lines = conversation ?? [];
    const sections = evaluation?.evaluationData.sections ?? [];
    const questions = asked ?? [];
    const answered = answeredQuestionIds(questions, lines);
    return {
      clock: coverageClock({ agenda: session.agenda, sections, lines, now }),
      balance: talkBalance(lines, now),
      questions: questions.map((q) => ({ ...q, answered: answered.has(q.id) })),
    };
  }, [conversation, evaluation, asked, session.agenda, now]);
}
