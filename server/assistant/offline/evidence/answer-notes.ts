import type { CriterionProfile } from './criteria.ts';
import { matchCriterion, strengthOf } from './match.ts';
import { clipQuote } from './section-drafts.ts';
import type { Statement } from './statements.ts';

export type AnswerNote = { content: string; tags: string[] };

const RANK = { strong: 2, moderate: 1, weak: 0 } as const;

/**
 * The sentence of an answer worth a note, quoted: one that speaks to a criterion (tagged with the
 * criteria it speaks to) first, else one that shows a competency or an action with a figure.
 * Pleasantries, questions, deflections and vague sentences make no note.
 */
export function answerNote(statements: Statement[], profiles: CriterionProfile[]): AnswerNote | undefined {
  let best: { note: AnswerNote; rank: number } | undefined;
  for (const statement of statements) {
    if (statement.kind !== 'substantive' || statement.vague) continue;
    const matches = profiles.flatMap((p) => {
      const m = matchCriterion(p, statement);
      return m ? [{ title: p.title, m }] : [];
    });
    const strongCues = statement.hits.filter((h) => !h.hit.weak).length + statement.skills.length;
    const standalone = strongCues >= 1 || (statement.action && statement.figures);
    if (!matches.length && !standalone) continue;
    const strength = matches.length
      ? Math.max(...matches.map(({ m }) => RANK[m.strength]))
      : RANK[strengthOf(statement, strongCues * 2)];
    const rank =
      strength * 100 + (matches.length ? 50 : 0) + matches.reduce((n, { m }) => n + m.score, 0) + strongCues;
    if (!best || rank > best.rank)
      best = { note: { content: clipQuote(statement.text), tags: matches.map(({ title }) => title) }, rank };
  }
  return best?.note;
}
