import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import type { DecisionRecommendation } from '#contracts/candidate-scorecards.ts';
import type { DecisionDraft, DecisionInput } from '../tasks/decision-input.ts';
import { collectSignals, type DecisionSignals, type Signal } from './decision-signals.ts';
import { type FeedbackStyle, feedbackStyle, verdictLine } from './feedback-style.ts';

/** Below this the transcript cannot carry a decision on its own. */
const THIN_WORDS = 150;
const THIN_ANSWERS = 3;
/** A strong call needs a real interview's worth of answers (roughly 10 minutes of the candidate talking). */
const STRONG_WORDS = 800;

const isThin = (s: DecisionSignals) => s.candidateWords < THIN_WORDS || s.candidateAnswers < THIN_ANSWERS;
const total = (signals: Signal[]) => signals.reduce((n, s) => n + s.weight, 0);

/** The balance of weighed evidence; never a firm call on a thin transcript. */
export function recommend(signals: DecisionSignals): DecisionRecommendation {
  const pos = total(signals.strengths);
  const neg = total(signals.concerns);
  const thin = isThin(signals);
  if (pos + neg === 0 || (thin && signals.writtenSections === 0)) return 'insufficient_evidence';
  const balance = (pos - neg) / (pos + neg);
  if (thin) return balance > 0 ? 'lean_hire' : 'lean_no_hire';
  if (balance >= 0.6 && pos >= 6 && signals.candidateWords >= STRONG_WORDS) return 'strong_hire';
  if (balance >= 0.4) return 'hire';
  if (balance > 0) return 'lean_hire';
  if (balance > -0.4) return 'lean_no_hire';
  return 'no_hire';
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function basis(s: DecisionSignals): string {
  const parts = [
    `${plural(s.candidateAnswers, 'candidate answer')} (${plural(s.candidateWords, 'word')})`,
    plural(
      s.writtenSections,
      'evaluation section written by the interviewer',
      'evaluation sections written by the interviewer',
    ),
    plural(s.notes, 'note'),
  ];
  return `Based on ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
}

function item(signal: Signal): string {
  if (signal.source === 'evaluation') return `${signal.context}: ${signal.excerpt}`;
  const where = signal.source === 'notes' ? 'note' : (signal.context ?? 'Candidate');
  return `“${signal.excerpt}” (${where})`;
}

function heading(label: string, signals: Signal[], style: FeedbackStyle, none: string): string {
  if (signals.length === 0) return `${label}: ${none}`;
  const items = signals.slice(0, style.maxItems).map(item);
  if (style.bullets) return [`${label}:`, ...items.map((i) => `- ${i}`)].join('\n');
  return `${label}: ${items.map((i) => i.replace(/[.;]$/, '')).join('; ')}.`;
}

function caveat(s: DecisionSignals, recommendation: DecisionRecommendation): string | undefined {
  if (!isThin(s)) return undefined;
  const recorded = `only ${plural(s.candidateAnswers, 'candidate answer')} (${plural(s.candidateWords, 'word')}) ${s.candidateAnswers === 1 ? 'was' : 'were'} recorded`;
  if (recommendation === 'insufficient_evidence')
    return `Evidence is thin: ${recorded}. There is not enough to recommend either way; confirm in a follow-up interview.`;
  return `Evidence is thin: ${recorded}, so this rests mostly on the written evaluation. Treat it as provisional.`;
}

const NOTHING =
  'There is no transcript, no evaluation text and no notes for this interview yet, so there is nothing to base a decision on. Record the interview or write the evaluation, then generate again.';

/**
 * The offline engine's decision: a recommendation from the weighed evidence and a text that only
 * quotes or counts what the transcript, notes and evaluation contain, laid out like the user's
 * sample feedbacks. It says when the evidence is thin, and that the offline assistant wrote it.
 */
export function draftDecision(input: DecisionInput): DecisionDraft {
  const style = feedbackStyle(input.styleExamples);
  const signals = collectSignals(input);
  const recommendation = recommend(signals);
  const empty = signals.candidateAnswers === 0 && signals.writtenSections === 0 && signals.notes === 0;
  const body = empty
    ? [verdictLine(recommendation, style), NOTHING]
    : [
        `${verdictLine(recommendation, style)}\n${basis(signals)}`,
        heading(style.labels.strengths, signals.strengths, style, 'none stood out in what was recorded.'),
        heading(style.labels.concerns, signals.concerns, style, 'none stood out in what was recorded.'),
        caveat(signals, recommendation),
      ];
  const decision = [OFFLINE_NOTICE, ...body].filter(Boolean).join('\n\n');
  const evidence = [...signals.strengths, ...signals.concerns, ...signals.neutral].map(
    ({ weight: _weight, ...e }) => e,
  );
  return { decision, recommendation, evidence, notice: OFFLINE_NOTICE };
}
