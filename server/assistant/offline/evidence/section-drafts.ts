import type { SectionEvidence, TranscriptRef } from '#contracts/evaluation.ts';
import { assignStatements } from './assign.ts';
import { type CriterionInput, type CriterionProfile, profileCriterion } from './criteria.ts';
import { byStrength, type CriterionMatch, matchCriterion } from './match.ts';
import { readAnswer, type Statement } from './statements.ts';

/** A candidate's chunk of the transcript, with where it was said. */
export type HeardAnswer = TranscriptRef & { text: string };

/**
 * What an answer was given to: the interviewer's last turn before it and the one before that,
 * and the agenda item in progress. With it, a quote goes to the one criterion it best evidences.
 */
export type AnswerContext = { asked: string; before: string; topic: string; turn: string };

/** One statement of one answer, as the assignment keys it. */
export const keyOf = (answer: HeardAnswer, statement: Statement) => `${answer.seq}|${statement.text}`;

/** An agenda item for greetings and introductions: what is said under it is who the candidate is. */
const INTRODUCTIONS = /^(?:\w+ and )?(?:introductions?|welcome|hello|warm[- ]?up|ice ?breaker)\b/i;
/** Whether an agenda item (its title first) is the one for greetings and introductions. */
export const underIntroductions = (topic: string) => INTRODUCTIONS.test(topic);

/** A section the assistant may draft, with the evidence drafted so far. */
export type SectionToDraft = CriterionInput & { evidence: SectionEvidence[] };

/** Lines kept per section: the strongest, then the latest. */
const MAX_LINES = 4;
const QUOTE_MAX = 200;

/** Verbatim (runs of white space made one), cut at a word when long. */
export function clipQuote(text: string, max = QUOTE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1)).replace(/[,;:]$/, '')}…`;
}

/** The drafted line: what the quote shows, then the quote. */
export function evidenceLine(
  match: Pick<CriterionMatch, 'concept' | 'strength' | 'statement'>,
  quote: string,
) {
  const topic = match.concept ?? 'this criterion';
  const lead = match.statement.hedge
    ? `Unsure on ${topic}`
    : match.strength === 'weak'
      ? `Vague on ${topic}, no specifics`
      : match.strength === 'strong'
        ? `Concrete example of ${topic}`
        : `Speaks to ${topic}`;
  return `${lead}: “${quote}”`;
}

/** A section's matches among the statements of some answers. */
export function matchesFor(
  profile: CriterionProfile,
  heard: { answer: HeardAnswer; statements: Statement[] }[],
) {
  return heard.flatMap(({ answer, statements }) =>
    statements.flatMap((statement) => {
      const match = matchCriterion(profile, statement);
      return match ? [{ match, answer }] : [];
    }),
  );
}

const RANK = { strong: 2, moderate: 1, weak: 0 } as const;

/** Keeps the strongest lines (then the latest), shown in the order they were said. */
export function keep(evidence: SectionEvidence[]): SectionEvidence[] {
  const unique = [...new Map(evidence.map((e) => [e.quote, e])).values()];
  const kept = [...unique]
    .sort((a, b) => RANK[b.strength] - RANK[a.strength] || b.seq - a.seq)
    .slice(0, MAX_LINES);
  return kept.sort((a, b) => a.seq - b.seq);
}

/**
 * Drafts from new answers: for every section the new answers speak to, its evidence lines (old
 * and new), each with the quote and the moment it was said. Sections with nothing new are left out.
 */
/** A section's content: its evidence lines. */
export const linesOf = (evidence: SectionEvidence[]) => evidence.map((e) => `- ${e.line}`).join('\n');

export function draftSections(
  sections: SectionToDraft[],
  answers: HeardAnswer[],
  contextOf?: (answer: HeardAnswer) => AnswerContext,
) {
  const heard = answers.map((answer) => ({ answer, statements: readAnswer(answer.text) }));
  // The candidate's introduction, under the agenda's welcome item, evidences no criterion.
  const evidenced = heard.filter(({ answer }) => !(contextOf && underIntroductions(contextOf(answer).topic)));
  const profiles = sections.map((section) => profileCriterion(section));
  const matched = profiles.map((profile) => matchesFor(profile, evidenced));
  const fits = contextOf ? oneCriterionEach(sections, profiles, matched, evidenced, contextOf) : () => true;
  const drafts: { id: string; content: string; evidence: SectionEvidence[] }[] = [];
  sections.forEach((section, i) => {
    const found = (matched[i] ?? [])
      .filter(({ match, answer }) => fits(section.id, answer, match.statement))
      .sort((a, b) => byStrength(a.match, b.match));
    if (!found.length) return;
    const fresh = found.map(({ match, answer }): SectionEvidence => {
      const quote = clipQuote(match.statement.text);
      const { chunkId, seq, timestamp } = answer;
      return { line: evidenceLine(match, quote), quote, chunkId, seq, timestamp, strength: match.strength };
    });
    const evidence = keep([...section.evidence, ...fresh]);
    if (
      evidence.every((e, j) => e.quote === section.evidence[j]?.quote) &&
      evidence.length === section.evidence.length
    )
      return;
    drafts.push({ id: section.id, content: linesOf(evidence), evidence });
  });
  return { drafts, heard };
}

/**
 * Whether a statement may evidence a section: the one the answer's question, the agenda item and
 * the answer's words say it is about (`assign.ts`), or, when they settle on none, the section it
 * matches best.
 */
function oneCriterionEach(
  sections: SectionToDraft[],
  profiles: CriterionProfile[],
  matched: ReturnType<typeof matchesFor>[],
  heard: { answer: HeardAnswer; statements: Statement[] }[],
  contextOf: (answer: HeardAnswer) => AnswerContext,
) {
  const assigned = assignStatements(
    sections.map((s, i) => ({
      id: s.id,
      text: [s.parentTitle, s.title, s.guidance].filter(Boolean).join('. '),
      profile: profiles[i] as CriterionProfile,
    })),
    heard.flatMap(({ answer, statements }) => {
      const context = contextOf(answer);
      return statements.map((statement) => ({
        statement,
        key: keyOf(answer, statement),
        answer: answer.text,
        ...context,
      }));
    }),
  );
  const best = new Map<string, { id: string; score: number }>();
  matched.forEach((found, i) => {
    const id = sections[i]?.id;
    for (const { match, answer } of found) {
      const k = keyOf(answer, match.statement);
      if (id && match.score > (best.get(k)?.score ?? 0)) best.set(k, { id, score: match.score });
    }
  });
  return (id: string, answer: HeardAnswer, statement: Statement) => {
    const k = keyOf(answer, statement);
    return (assigned.get(k)?.criterion ?? best.get(k)?.id) === id;
  };
}
