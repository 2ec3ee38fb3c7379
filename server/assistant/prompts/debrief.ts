import { type CoverageLine, type DebriefDraft, sharePercent } from '#contracts/coverage.ts';
import { talkSource } from '#contracts/talk-balance.ts';
import { transcriptText } from './decision.ts';
import { FAIRNESS_RULE, joinParts, TAGGED_TEXT_RULE, tagged } from './shared.ts';

/** What a debrief is drafted from: the offline draft (its facts and quotes) and the interview's lines. */
export type DebriefMaterial = { draft: DebriefDraft; lines: CoverageLine[] };

const SYSTEM = joinParts(
  'You draft the debrief of one structured interview for a hiring manager who has one minute to read it.',
  'Use only what the transcript says. Never add facts about the candidate that nobody said: no employers, years, projects, skills or results.',
  'Per criterion, the evidence: quotes copied verbatim from one candidate line of the transcript, each with the number in square brackets of the line it comes from, and how strong it is (strong: concrete and specific; moderate; weak: vague or without specifics). A criterion nobody spoke to has no evidence. The quotes the assistant heard live are a starting point; keep, drop or add to them.',
  'Concerns: what a hiring manager should know against the candidate, each tied to the line it comes from (null when it rests on no single line). A polite refusal to answer a personal question is never a concern; a vague answer is never a strength.',
  'The summary: at most four sentences on how the candidate did against the scorecard, naming what is still open. Do not repeat the candidate’s questions, the gaps or the talk balance: they are shown beside it as given.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
  'Answer with one JSON object: {"summary": string, "criteria": [{"criterion": the criterion as listed, "evidence": [{"line": number, "quote": string, "strength": "strong" | "moderate" | "weak"}]}], "concerns": [{"text": string, "line": number | null}]}.',
);

function criteriaText({ criteria }: DebriefDraft): string {
  return criteria
    .map((c) => {
      const head = `## ${c.title}${c.section ? ` (${c.section})` : ''}`;
      if (!c.evidence.length) return `${head}\nNo evidence heard.`;
      return [head, ...c.evidence.map((e) => `Heard [${e.seq}] (${e.strength}): “${e.quote}”`)].join('\n');
    })
    .join('\n\n');
}

function factsText({ questions, gaps, talk }: DebriefDraft): string {
  const asked = questions.map((q) => `- [${q.seq}] ${q.text}${q.answered ? '' : ' (not answered)'}`);
  return [
    `Candidate’s questions:${asked.length ? `\n${asked.join('\n')}` : ' none'}`,
    `Criteria without evidence: ${gaps.criteria.join(', ') || 'none'}`,
    `Agenda items not started: ${gaps.agendaItems.join(', ') || 'none'}`,
    `Talk balance: candidate ${sharePercent(talk.candidateShare)}, interviewer ${sharePercent(talk.interviewerShare)} (${talkSource(talk).toLowerCase()})`,
  ].join('\n');
}

export function debriefPrompt({ draft, lines }: DebriefMaterial) {
  const prompt = joinParts(
    'Draft the debrief of this interview.',
    tagged('scorecard', criteriaText(draft)),
    tagged('facts', factsText(draft)),
    tagged('transcript', transcriptText(lines.map((l) => ({ ...l, chunkId: l.id })))),
  );
  return { system: SYSTEM, prompt };
}
