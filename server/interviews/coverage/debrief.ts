import {
  answeredQuestionIds,
  type CandidateQuestionDto,
  type CoverageLine,
  criteriaOf,
  type DebriefDraft,
  notStartedItems,
} from '#contracts/coverage.ts';
import type { AgendaItemDto, EvaluationSection } from '#contracts/sessions.ts';
import { talkBalance, talkSource } from '#contracts/talk-balance.ts';

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

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

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
      ? [{ text: `The interviewer spoke ${percent(talk.interviewerShare)} of the time.`, at: null }]
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

function debriefText({ criteria, concerns, questions, gaps, talk }: Omit<DebriefDraft, 'text'>): string {
  const out: string[] = [];
  const covered = criteria.filter((c) => c.evidence.length > 0);
  out.push(`Evidence on ${covered.length} of ${criteria.length} criteria.`);
  for (const c of covered) {
    const best = c.evidence.find((e) => e.strength === 'strong') ?? c.evidence[0];
    if (best) out.push(`- ${c.title}: “${best.quote}”`);
  }
  if (concerns.length) out.push('', 'Concerns:', ...concerns.map((c) => `- ${c.text}`));
  if (questions.length) {
    out.push('', 'Candidate’s questions:');
    for (const q of questions) out.push(`- ${q.text}${q.answered ? '' : ' (not answered)'}`);
  }
  if (gaps.criteria.length || gaps.agendaItems.length) {
    out.push('', 'Not covered:');
    if (gaps.criteria.length) out.push(`- Criteria: ${gaps.criteria.join(', ')}`);
    if (gaps.agendaItems.length) out.push(`- Agenda: ${gaps.agendaItems.join(', ')}`);
  }
  out.push(
    '',
    `Talk balance: candidate ${percent(talk.candidateShare)}, interviewer ${percent(talk.interviewerShare)} (${talkSource(talk).toLowerCase()}).`,
  );
  return out.join('\n');
}
