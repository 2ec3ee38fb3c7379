import {
  answeredQuestionIds,
  type CandidateQuestionDto,
  type CoverageLine,
  criteriaOf,
  type DebriefDraft,
  debriefText,
  notStartedItems,
  sharePercent,
} from '#contracts/coverage.ts';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import type { AgendaItemDto } from '#contracts/sessions.ts';
import { talkBalance } from '#contracts/talk-balance.ts';

type Input = {
  sections: EvaluationSection[];
  agenda: AgendaItemDto[];
  lines: CoverageLine[];
  questions: CandidateQuestionDto[];
  /** When the interview ended (talk balance's last ten minutes end there). */
  endedAt: number;
};

const leaves = (
  sections: EvaluationSection[],
  parent: string | null = null,
): [EvaluationSection, string | null][] =>
  sections.flatMap((s) => (s.children.length ? leaves(s.children, s.title) : [[s, parent] as const]));

/**
 * The debrief a hiring manager reads in a minute, drafted from what the interview left: per
 * criterion the quotes behind it (each with its moment), concerns, the candidate's questions,
 * what was not covered, and who did the talking. Deterministic: no model, no network.
 */
export function draftDebrief({ sections, agenda, lines, questions, endedAt }: Input): DebriefDraft {
  const criteria = leaves(sections).map(([s, section]) => ({
    title: s.title,
    section,
    evidence: s.evidence.map((e) => ({
      chunkId: e.chunkId,
      seq: e.seq,
      timestamp: e.timestamp,
      quote: e.quote,
      strength: e.strength,
    })),
  }));
  const answered = answeredQuestionIds(questions, lines);
  const talk = talkBalance(lines, endedAt);
  const concerns = [
    ...criteria.flatMap((c) =>
      c.evidence
        .filter((e) => e.strength === 'weak')
        .map((e) => ({
          text: `Vague on ${c.title}: “${e.quote}”`,
          at: { chunkId: e.chunkId, seq: e.seq, timestamp: e.timestamp },
        })),
    ),
    ...(talk.interviewerShare !== null && talk.interviewerShare > 0.5
      ? [{ text: `The interviewer spoke ${sharePercent(talk.interviewerShare)} of the time.`, at: null }]
      : []),
  ];
  const gaps = {
    criteria: criteriaOf(sections)
      .filter((c) => !c.evidenced)
      .map((c) => c.title),
    agendaItems: notStartedItems(agenda),
  };
  const asked = questions.map((q) => ({ ...q, answered: answered.has(q.id) }));
  const draft = { criteria, concerns, questions: asked, gaps, talk };
  return { ...draft, text: debriefText(draft) };
}
