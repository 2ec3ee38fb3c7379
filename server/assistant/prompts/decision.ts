import type { DecisionInput, DecisionTurn } from '../tasks/decision-input.ts';
import { FAIRNESS_RULE, joinParts, styleExamplesBlock, TAGGED_TEXT_RULE, tagged } from './shared.ts';

/** About 15,000 tokens of transcript; a longer one keeps its start and end and says what it left out. */
export const TRANSCRIPT_PROMPT_CHARS = 60_000;

const SYSTEM = joinParts(
  'You help an interviewer write the hiring decision after one interview.',
  'Use only what the transcript, the notes and the evaluation say. Never add facts about the candidate that are not there: no employers, years, projects, skills or results that nobody said. When the material is thin or one-sided, say so plainly and prefer "insufficient_evidence" or a "lean" recommendation.',
  'The decision text states the recommendation, the strengths and the concerns, each backed by what was said, in the recruiter’s own style. Evidence items quote the source verbatim (a sentence or a short passage copied exactly) and name the evaluation section or speaker as context.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
  'Answer with one JSON object: {"recommendation": one of strong_hire, hire, lean_hire, lean_no_hire, no_hire, insufficient_evidence, "decision": string, "evidence": [{"source": "transcript" | "evaluation" | "notes", "excerpt": string, "context": string, "signal": "strength" | "concern" | "neutral"}]}.',
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

export function decisionPrompt(input: DecisionInput) {
  const sections = input.sections
    .filter((s) => s.content.trim())
    .map(
      (s) =>
        `${s.title}${s.editedByUser ? ' (written by the interviewer)' : ' (drafted by the assistant)'}:\n${s.content}`,
    )
    .join('\n\n');
  const prompt = joinParts(
    `Write the hiring decision for ${input.candidateName}${input.position ? ` (${input.position})` : ''}.`,
    tagged('evaluation', sections),
    tagged('notes', input.notes.map((n) => `- ${n}`).join('\n')),
    tagged('transcript', transcriptText(input.transcript)),
    styleExamplesBlock(input.styleExamples),
  );
  return { system: SYSTEM, prompt };
}
