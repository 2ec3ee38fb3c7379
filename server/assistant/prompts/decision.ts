import { DECISION_COVERAGE_MIN } from '#contracts/candidate-scorecards.ts';
import { type DecisionInput, type DecisionTurn, writtenByInterviewer } from '../tasks/decision-input.ts';
import { FAIRNESS_RULE, joinParts, styleExamplesBlock, TAGGED_TEXT_RULE, tagged } from './shared.ts';

/** About 15,000 tokens of transcript; a longer one keeps its start and end and says what it left out. */
export const TRANSCRIPT_PROMPT_CHARS = 60_000;

const SYSTEM = joinParts(
  'You help an interviewer write the hiring decision after one structured interview.',
  'Rate the candidate criterion by criterion against the scorecard, using only what the transcript, the notes and the evaluation say. Never add facts about the candidate that nobody said: no employers, years, projects, skills or results.',
  "For every criterion, including those nobody spoke to: a rating (strong, meets, mixed, below, or not_assessed when there is no evidence) and the verbatim quotes it rests on. Text written by the interviewer weighs more than the transcript and than the assistant's drafts; never contradict it without saying so.",
  `Give an overall recommendation only when at least ${Math.round(DECISION_COVERAGE_MIN * 100)}% of the criteria have evidence; otherwise the recommendation is "insufficient_evidence" and the text says it is a draft only. On a thin or one-sided interview prefer a "lean" recommendation.`,
  'Weigh non-technical evidence (clinical, commercial, people skills) exactly as much as technical evidence. A vague answer without specifics ("we improved things quite a bit") is never a strength. A polite refusal to answer a personal question is never a concern, and answers to questions on protected topics are not in the material.',
  'The decision text states the recommendation, the strengths and the concerns, each backed by what was said. When style examples are given, follow their sections (in their order and under their headings), their length and their phrasing; never copy their content.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
  'Answer with one JSON object: {"recommendation": one of strong_hire, hire, lean_hire, lean_no_hire, no_hire, insufficient_evidence, "decision": string, "criteria": [{"criterion": the criterion as listed, "rating": one of strong, meets, mixed, below, not_assessed}], "evidence": [{"source": "transcript" | "evaluation" | "notes", "excerpt": string, "context": the criterion it supports, "signal": "strength" | "concern" | "neutral"}]}.',
);

const line = (t: DecisionTurn) =>
  `[${t.seq}] ${t.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}: ${t.text}`;

/** The transcript as lines, bounded: the first quarter of the budget from the start, the rest from the end. */
export function transcriptText(turns: DecisionTurn[], maxChars = TRANSCRIPT_PROMPT_CHARS): string {
  const lines = turns.map(line);
  if (lines.reduce((n, l) => n + l.length + 1, 0) <= maxChars) return lines.join('\n');
  const take = (from: string[], budget: number) => {
    const kept: string[] = [];
    for (const l of from) {
      if (budget - l.length - 1 < 0) break;
      budget -= l.length + 1;
      kept.push(l);
    }
    return kept;
  };
  const head = take(lines, maxChars / 4);
  const tail = take([...lines].reverse(), maxChars - maxChars / 4).reverse();
  const omitted = lines.length - head.length - tail.length;
  return [...head, `[… ${omitted} turns in the middle omitted for length …]`, ...tail].join('\n');
}

/** Every criterion, with its guidance, the interviewer's text or the draft, and the live draft's quotes. */
function criteriaText(input: DecisionInput): string {
  return input.criteria
    .map((c) => {
      const lines = [`## ${c.title}${c.leaf ? '' : ' (section)'}`];
      if (c.guidance.trim()) lines.push(`What to look for: ${c.guidance.trim()}`);
      if (writtenByInterviewer(c)) lines.push(`Written by the interviewer: ${c.content.trim()}`);
      else if (c.evidence.length)
        lines.push(...c.evidence.map((e) => `Quote heard [${e.seq}]: “${e.quote}”`));
      else lines.push('No evidence recorded yet.');
      return lines.join('\n');
    })
    .join('\n\n');
}

export function decisionPrompt(input: DecisionInput) {
  const prompt = joinParts(
    `Write the hiring decision for ${input.candidateName}${input.position ? ` (${input.position})` : ''}.`,
    input.job ? tagged('job', [input.job.title, input.job.description].filter(Boolean).join('\n\n')) : '',
    tagged('scorecard', criteriaText(input)),
    tagged('notes', input.notes.map((n) => `- ${n}`).join('\n')),
    tagged('transcript', transcriptText(input.transcript)),
    styleExamplesBlock(input.styleExamples),
  );
  return { system: SYSTEM, prompt };
}
