import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import {
  type DecisionDraft,
  type DecisionInput,
  hasMaterial,
  writtenByInterviewer,
} from '../tasks/decision-input.ts';
import { assessCriterion, assignEvidence, hearAnswers } from './decision-criteria.ts';
import { coverageOf, recommend } from './decision-outcome.ts';
import { decisionText } from './decision-text.ts';
import { unplacedConcerns } from './decision-unplaced.ts';
import { feedbackStyle } from './feedback-style.ts';

const NOTHING =
  'There is no transcript, no evaluation text and no notes for this interview yet, so there is nothing to base a decision on. Record the interview or write the evaluation, then generate again.';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The offline engine's decision, rubric first: every criterion of the scorecard with the
 * candidate's statements that speak to it (read by meaning), the interviewer's own text (which
 * decides when it leans one way), the strength of that evidence and a rating; then an overall
 * recommendation only when enough of the scorecard has evidence. The text is laid out and worded
 * like the sample feedbacks chosen for this interview and only quotes what was said or written.
 * That the offline assistant drafted it is said around the text (`notice`), not in it.
 */
export function draftDecision(input: DecisionInput): DecisionDraft {
  const style = feedbackStyle(input.styleExamples);
  const heard = hearAnswers(input);
  const judged = input.criteria.filter((c) => c.leaf || writtenByInterviewer(c));
  const assigned = assignEvidence(judged, heard);
  const rated = judged.map((c) => ({ leaf: c.leaf, assessment: assessCriterion(c, heard, assigned) }));
  const assessments = rated.map((r) => r.assessment);
  const unplaced = unplacedConcerns(heard, assigned);
  const coverage = coverageOf(rated.filter((r) => r.leaf).map((r) => r.assessment));
  const answers = heard.length;
  const words = heard.reduce((n, h) => n + wordsIn(h.answer.text), 0);
  const recommendation = hasMaterial(input)
    ? recommend(assessments, coverage, words)
    : 'insufficient_evidence';
  const decision = hasMaterial(input)
    ? decisionText(
        {
          recommendation,
          assessments,
          coverage,
          answers,
          words,
          written: input.criteria.filter(writtenByInterviewer).length,
          unplaced,
        },
        style,
      )
    : `${decisionText({ recommendation, assessments: [], coverage, answers: 0, words: 0, written: 0, unplaced: [] }, { ...style, parts: style.parts.filter((p) => p.part === 'verdict') })}\n\n${NOTHING}`;
  const evidence = [...assessments.flatMap((a) => a.evidence), ...unplaced.map((u) => u.evidence)];
  return { decision, recommendation, evidence, criteria: assessments, coverage, notice: OFFLINE_NOTICE };
}
