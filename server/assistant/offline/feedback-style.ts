import type { StyleExample } from '#contracts/assistant.ts';
import {
  DECISION_RECOMMENDATION_LABELS,
  type DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';

/** How a user's sample feedbacks are laid out; the offline engine copies the form, never the content. */
export type FeedbackStyle = {
  /** `- item` lines, else one sentence per heading. */
  bullets: boolean;
  /** The first line is a bare verdict ("Strong yes."), else "Recommendation: …". */
  bareVerdict: boolean;
  /** Verdicts in yes/no words rather than hire/no hire. */
  yesNo: boolean;
  /** Pieces of evidence per heading: fewer for a terse writer. */
  maxItems: number;
  labels: { strengths: string; concerns: string };
};

const BULLET_LINE = /^\s*(?:[-*•·–]|\d+[.)])\s+/m;
const YES_NO_START = /^\s*(?:strong\s+|lean\s+)?(?:yes|no)\b/i;
const VERDICT_START =
  /^\s*(?:strong\s+|lean\s+)?(?:yes|no|hire|no hire|pass|reject|advance|move forward)\b[^\n]{0,30}$/im;
const STRENGTH_LABEL = /^\s*(strengths|pros|positives|highlights|what went well)\s*:/im;
const CONCERN_LABEL = /^\s*(concerns|cons|risks|weaknesses|areas for growth|areas to probe|watch-outs)\s*:/im;

const YES_NO: Record<DecisionRecommendation, string> = {
  strong_hire: 'Strong yes',
  hire: 'Yes',
  lean_hire: 'Lean yes',
  lean_no_hire: 'Lean no',
  no_hire: 'No',
  insufficient_evidence: 'Not enough evidence',
};

const mostly = (examples: StyleExample[], test: (content: string) => boolean) =>
  examples.filter((e) => test(e.content)).length * 2 >= examples.length;

const firstLabel = (examples: StyleExample[], pattern: RegExp) =>
  examples.map((e) => pattern.exec(e.content)?.[1]).find(Boolean);

export function feedbackStyle(examples: StyleExample[]): FeedbackStyle {
  if (examples.length === 0) {
    const labels = { strengths: 'Strengths', concerns: 'Concerns' };
    return { bullets: true, bareVerdict: false, yesNo: false, maxItems: 4, labels };
  }
  const firstLine = (content: string) => content.trim().split('\n')[0] ?? '';
  const averageLength = examples.reduce((n, e) => n + e.content.length, 0) / examples.length;
  return {
    bullets: mostly(examples, (c) => BULLET_LINE.test(c)),
    bareVerdict: mostly(examples, (c) => VERDICT_START.test(firstLine(c).split(/[.!]/)[0] ?? '')),
    yesNo: mostly(examples, (c) => YES_NO_START.test(c)),
    maxItems: averageLength < 400 ? 3 : 5,
    labels: {
      strengths: firstLabel(examples, STRENGTH_LABEL) ?? 'Strengths',
      concerns: firstLabel(examples, CONCERN_LABEL) ?? 'Concerns',
    },
  };
}

export function verdictLine(recommendation: DecisionRecommendation, style: FeedbackStyle): string {
  const label = (style.yesNo ? YES_NO : DECISION_RECOMMENDATION_LABELS)[recommendation];
  return style.bareVerdict ? `${label}.` : `Recommendation: ${label}.`;
}
