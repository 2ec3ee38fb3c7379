import { suggestQuestions } from '#server/assistant/offline/suggest-questions.ts';
import { findSkills } from '#server/assistant/offline/tech-terms.ts';
import { isVague, keyStatement, quote, stems } from './candidate-statements.ts';
import type { DraftableSection, LiveTurnInput, LiveTurnResult } from './live-turn.ts';

const EVIDENCE_HEADER = 'Evidence so far:';
const MAX_QUOTES = 4;
const SKILL_SECTION = /technical|skill|depth|knowledge|expertise|tool|craft|coding|problem/i;

/** Whether a candidate statement speaks to a section: shared words, or skills for a technical one. */
function relevant(section: DraftableSection, statement: string): boolean {
  const heading = `${section.title} ${section.parentTitle ?? ''}`;
  const said = stems(statement);
  if ([...stems(heading)].some((s) => said.has(s))) return true;
  return SKILL_SECTION.test(heading) && findSkills(statement).length > 0;
}

/** The section's draft with the new quotes appended (the last few are kept). */
function withEvidence(content: string, quotes: string[]): string {
  const previous = content.startsWith(EVIDENCE_HEADER)
    ? content
        .split('\n')
        .slice(1)
        .filter((l) => l.startsWith('- '))
    : [];
  const lines = [...previous, ...quotes.map((q) => `- “${q}”`)];
  return [EVIDENCE_HEADER, ...[...new Set(lines)].slice(-MAX_QUOTES)].join('\n');
}

/**
 * The built-in live assistant: the offline engine's question bank and follow-ups for the current
 * agenda item, a clarification when the last answer was vague, notes of what the candidate said
 * that matters, and section drafts quoting the candidate as evidence. Deterministic, no network.
 */
export function offlineTurn(input: LiveTurnInput): LiveTurnResult {
  const answers = input.newTurns.filter((t) => t.speaker === 'candidate');
  const lastAnswer = answers.at(-1);
  const suggestions: LiveTurnResult['suggestions'] = [];
  if (lastAnswer && isVague(lastAnswer.text)) {
    suggestions.push({
      type: 'clarification',
      content: `When you said “${quote(lastAnswer.text, 60)}”, what exactly did you do yourself, and what was the result?`,
      tags: ['clarification'],
    });
  }
  const agendaItem = input.agendaItem && {
    title: input.agendaItem.title,
    ...(input.agendaItem.description ? { description: input.agendaItem.description } : {}),
  };
  suggestions.push(
    ...suggestQuestions({
      interviewType: input.interviewType,
      agendaItem,
      recentTranscript: input.recentTurns.map(({ speaker, text }) => ({ speaker, text })),
      askedQuestions: input.askedQuestions,
      limit: 3,
    }),
  );

  const statements = answers.flatMap((t) => {
    const statement = keyStatement(t.text);
    return statement ? [statement] : [];
  });
  const notes = statements.map((content) => ({
    content,
    tags: input.sections.filter((s) => relevant(s, content)).map((s) => s.title),
  }));
  const sections = input.sections.flatMap((section) => {
    const quotes = statements.filter((s) => relevant(section, s));
    return quotes.length ? [{ id: section.id, content: withEvidence(section.content, quotes) }] : [];
  });
  return { suggestions: suggestions.slice(0, 3), notes, sections };
}
