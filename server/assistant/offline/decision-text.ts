import {
  CRITERION_RATING_LABELS,
  type CriterionAssessment,
  DECISION_COVERAGE_MIN,
  DECISION_RECOMMENDATION_LABELS,
  type DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';
import { type Coverage, THIN_WORDS } from './decision-outcome.ts';
import type { UnplacedConcern } from './decision-unplaced.ts';
import type { FeedbackPart, FeedbackStyle } from './feedback-style.ts';

export type DecisionFacts = {
  recommendation: DecisionRecommendation;
  assessments: CriterionAssessment[];
  coverage: Coverage;
  answers: number;
  words: number;
  /** Sections the interviewer wrote. */
  written: number;
  /** Vague answers no criterion took, with their questions. */
  unplaced: UnplacedConcern[];
};

const VERDICTS: Record<FeedbackStyle['vocabulary'], Record<DecisionRecommendation, string>> = {
  hire: DECISION_RECOMMENDATION_LABELS,
  'yes-no': {
    strong_hire: 'Strong yes',
    hire: 'Yes',
    lean_hire: 'Lean yes',
    lean_no_hire: 'Lean no',
    no_hire: 'No',
    insufficient_evidence: DECISION_RECOMMENDATION_LABELS.insufficient_evidence,
  },
  advance: {
    strong_hire: 'Move forward, with confidence',
    hire: 'Move forward',
    lean_hire: 'Lean towards moving forward',
    lean_no_hire: 'Lean towards not moving forward',
    no_hire: 'Do not move forward',
    insufficient_evidence: DECISION_RECOMMENDATION_LABELS.insufficient_evidence,
  },
};
const CLOSING: Record<DecisionRecommendation, string> = {
  strong_hire: 'Overall I would move forward with confidence.',
  hire: 'Overall I would move forward.',
  lean_hire: 'Overall I lean towards moving forward.',
  lean_no_hire: 'Overall I lean towards not moving forward.',
  no_hire: 'Overall I would not move forward.',
  insufficient_evidence: `${DECISION_RECOMMENDATION_LABELS.insufficient_evidence}: there is not enough to recommend either way yet.`,
};

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const short = (criterion: string) => criterion.split(' › ').at(-1) ?? criterion;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** The interviewer's own text first when the rating rests on it, else the strongest quote not used yet. */
function best(a: CriterionAssessment, used?: Set<string>) {
  const own = a.evidence.find((e) => e.source === 'evaluation');
  if (a.basis === 'interviewer' && own) return own;
  const quotes = a.evidence.filter((e) => e.source === 'transcript');
  const pick = quotes.find((e) => !used?.has(e.excerpt)) ?? quotes[0] ?? a.evidence[0];
  if (pick) used?.add(pick.excerpt);
  return pick;
}
const quoted = (a: CriterionAssessment, used?: Set<string>) => {
  const e = best(a, used);
  if (!e) return '';
  return e.source === 'transcript' ? `“${e.excerpt}”` : `the interviewer wrote “${e.excerpt}”`;
};

function verdict(facts: DecisionFacts, style: FeedbackStyle, label: string): string {
  if (style.verdict === 'closing' || (style.firstPerson && style.verdict !== 'bare'))
    return CLOSING[facts.recommendation];
  const word = VERDICTS[style.vocabulary][facts.recommendation];
  return style.verdict === 'bare' || !label ? `${word}.` : `${label}: ${word}.`;
}

function summary({ coverage, answers, words, written, recommendation, assessments }: DecisionFacts): string {
  const { assessed, total } = coverage;
  const basis = `${count(answers, 'candidate answer')} (${count(words, 'word')})${written ? ` and ${count(written, 'section', 'sections')} written by the interviewer` : ''}`;
  if (total === 0)
    return `This interview has no scorecard, so ${basis} cannot be rated against criteria. Add a scorecard to the session and generate again.`;
  const thin =
    words < THIN_WORDS
      ? ` Evidence is thin: only ${count(answers, 'candidate answer')} (${count(words, 'word')}) ${answers === 1 ? 'was' : 'were'} recorded, so treat this as provisional.`
      : '';
  if (recommendation === 'insufficient_evidence') {
    const needed = `${Math.ceil(DECISION_COVERAGE_MIN * total)} of ${total} needed`;
    const covered =
      assessed === 0
        ? `No criterion has evidence yet (${needed})`
        : `Only ${assessed} of ${total} criteria ${assessed === 1 ? 'has' : 'have'} evidence (${needed})`;
    const missing = assessments.filter((a) => a.rating === 'not_assessed').map((a) => short(a.criterion));
    const lacking = missing.length ? ` Nothing yet on: ${missing.join('; ')}.` : '';
    return `${covered}, from ${basis}: a draft to review, not a recommendation.${lacking}${thin}`;
  }
  return `Based on ${assessed} of ${count(total, 'criterion', 'criteria')} with evidence, from ${basis}.${thin}`;
}

type Item = { topic: string; detail: string };

function items(part: FeedbackPart, facts: DecisionFacts, style: FeedbackStyle): Item[] {
  const rated = (ratings: string[]) => facts.assessments.filter((a) => ratings.includes(a.rating));
  const used = new Set<string>();
  const strongFirst = (list: CriterionAssessment[]) =>
    [...list].sort((a, b) => (a.rating === 'strong' ? 0 : 1) - (b.rating === 'strong' ? 0 : 1));
  switch (part) {
    case 'criteria':
      return facts.assessments.map((a) => ({
        topic: short(a.criterion),
        detail: `${CRITERION_RATING_LABELS[a.rating]}${a.basis === 'interviewer' ? ' (interviewer)' : ''}${a.rating === 'not_assessed' ? ', no evidence yet' : ` — ${quoted(a, used)}`}`,
      }));
    case 'strengths':
      return strongFirst(rated(['strong', 'meets']))
        .slice(0, style.maxItems)
        .map((a) => ({ topic: short(a.criterion), detail: quoted(a, used) }));
    case 'concerns':
      // Every criterion with a concern in what was said or written, whatever its overall rating.
      return facts.assessments
        .filter(
          (a) =>
            a.evidence.some((e) => e.signal === 'concern') ||
            (a.rating === 'below' && a.evidence.some((e) => e.signal !== 'strength')),
        )
        .map((a) => {
          const e =
            a.evidence.find((x) => x.signal === 'concern') ?? a.evidence.find((x) => x.signal !== 'strength');
          const said =
            e?.source === 'transcript' ? `“${e.excerpt}”` : `the interviewer wrote “${e?.excerpt}”`;
          return { topic: short(a.criterion), detail: said };
        })
        .concat(
          facts.unplaced.map((u) => ({ topic: `Asked “${u.question}”`, detail: `“${u.evidence.excerpt}”` })),
        )
        .slice(0, style.maxItems);
    case 'probe':
      return [
        ...rated(['not_assessed']).map((a) => ({ topic: short(a.criterion), detail: 'not covered yet' })),
        ...facts.assessments
          .filter((a) => a.evidenceStrength === 'weak' && a.basis === 'transcript')
          .map((a) => ({
            topic: short(a.criterion),
            detail: `only a vague answer so far — “${best(a)?.excerpt}”`,
          })),
      ].slice(0, style.maxItems + 2);
    default:
      return [];
  }
}

const NONE: Partial<Record<FeedbackPart, string>> = {
  strengths: 'none in what was recorded',
  concerns: 'none in what was recorded',
};

const OPENERS: Partial<Record<FeedbackPart, string>> = {
  strengths: 'Strongest on',
  concerns: 'Less convincing on',
  probe: 'Still to probe:',
  criteria: 'By criterion:',
};

function block(
  part: FeedbackPart,
  label: string,
  facts: DecisionFacts,
  style: FeedbackStyle,
): string | undefined {
  if (part === 'verdict') return verdict(facts, style, label);
  if (part === 'summary') return label ? `${label}: ${summary(facts)}` : summary(facts);
  const list = items(part, facts, style);
  if (list.length === 0) return NONE[part] && label ? `${label}: ${NONE[part]}.` : undefined;
  const line = ({ topic, detail }: Item) => `${topic}: ${detail}`;
  if (style.bullets)
    return [`${label || OPENERS[part]?.replace(/:$/, '')}:`, ...list.map((i) => `- ${line(i)}`)].join('\n');
  if (label) return `${label}: ${list.map(line).join('; ')}.`;
  const clauses = list.map(({ topic, detail }) => `${lower(topic)} (${detail})`);
  return `${OPENERS[part]} ${clauses.join(part === 'probe' ? '; ' : ', and ')}.`;
}

/**
 * The decision's text in the sample's layout and words: its parts in its order, under its
 * headings, as bullets or sentences. Every quote is the candidate's or the interviewer's own.
 */
export function decisionText(facts: DecisionFacts, style: FeedbackStyle): string {
  // Why a draft makes no call is always said, even where the sample has no summary.
  const explain =
    facts.recommendation === 'insufficient_evidence' && !style.parts.some((p) => p.part === 'summary');
  const parts = explain
    ? style.parts.flatMap((p) => (p.part === 'verdict' ? [p, { part: 'summary' as const, label: '' }] : [p]))
    : style.parts;
  return parts
    .map(({ part, label }) => block(part, label, facts, style))
    .filter((b): b is string => Boolean(b))
    .join(style.compact ? '\n' : '\n\n');
}
