import type { GeneratedDecision } from '#contracts/candidate-scorecards.ts';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import type { InterviewTrace } from '../run-interview.ts';
import type { Property } from './property.ts';

const leaves = (sections: EvaluationSection[]): EvaluationSection[] =>
  sections.flatMap((s) => (s.children.length ? leaves(s.children) : [s]));
const unclipped = (quote: string) => quote.replace(/…$/, '');
const decisionOf = (trace: InterviewTrace) => trace.decision as GeneratedDecision;
const candidateTurns = (trace: InterviewTrace) => trace.turns.filter((t) => t.turn.speaker === 'candidate');
/** Every quote the assistant wrote down: section evidence, decision evidence and notes. */
function quotesOf(trace: InterviewTrace) {
  const sections = leaves(trace.evaluation.evaluationData.sections).flatMap((s) =>
    s.evidence.map((e) => ({
      where: `section “${s.title}”`,
      quote: unclipped(e.quote),
      strength: e.strength,
    })),
  );
  const decision = decisionOf(trace).evidence.flatMap((e) =>
    e.source === 'transcript' ? [{ where: 'decision', quote: unclipped(e.excerpt), signal: e.signal }] : [],
  );
  const notes = (trace.turns.at(-1)?.notes ?? []).map((n) => ({
    where: 'notes',
    quote: unclipped(n.content),
  }));
  return { sections, decision, notes };
}

export const everyLineQuotesTheTranscript: Property = {
  id: 'every-line-quotes-the-transcript',
  rule: 'Every drafted scorecard line and every quote of the decision is the candidate’s own words, with the line it was said in.',
  violations: (trace) => {
    const said = candidateTurns(trace).map((t) => t.turn.text);
    const problems: string[] = [];
    for (const section of leaves(trace.evaluation.evaluationData.sections)) {
      if (section.editedByUser) continue;
      const drafted = section.content.split('\n').filter((l) => l.startsWith('- '));
      if (drafted.length !== section.evidence.length)
        problems.push(
          `section “${section.title}” has ${drafted.length} drafted lines and ${section.evidence.length} quotes`,
        );
      for (const e of section.evidence) {
        if (!said.some((text) => text.includes(unclipped(e.quote))))
          problems.push(`section “${section.title}” quotes “${e.quote}”, which the candidate never said`);
        if (!e.line.includes(`“${e.quote}”`) || !section.content.includes(e.line))
          problems.push(`section “${section.title}”: the line “${e.line}” does not carry its quote`);
      }
    }
    for (const e of decisionOf(trace).evidence.filter((x) => x.source === 'transcript')) {
      if (!said.some((text) => text.includes(unclipped(e.excerpt))))
        problems.push(`the decision quotes “${e.excerpt}”, which the candidate never said`);
      if (!e.at) problems.push(`the decision quote “${e.excerpt}” has no transcript line`);
    }
    return problems;
  },
};

export const smallTalkNeverEvidence: Property = {
  id: 'small-talk-never-evidence',
  rule: 'Pleasantries and the candidate’s own questions are never a note, a scorecard quote or decision evidence.',
  violations: (trace) => {
    const { sections, decision, notes } = quotesOf(trace);
    const used = [...sections, ...decision, ...notes];
    return candidateTurns(trace)
      .filter((t) => t.turn.marks.includes('pleasantry') || t.turn.marks.includes('question'))
      .flatMap((t) =>
        used
          .filter((u) => u.quote.length > 3 && t.turn.text.includes(u.quote))
          .map((u) => `${u.where} uses “${u.quote}” (${t.turn.marks.join(', ')})`),
      );
  },
};

export const vagueNeverStrength: Property = {
  id: 'vague-never-strength',
  rule: 'A vague answer is never a strength: not specific scorecard evidence, not a strength of the decision.',
  appliesTo: (interview) => interview.turns.some((t) => t.marks.includes('vague')),
  violations: (trace) => {
    const { sections, decision } = quotesOf(trace);
    return candidateTurns(trace)
      .filter((t) => t.turn.marks.includes('vague'))
      .flatMap((t) => [
        ...sections
          .filter((s) => s.strength !== 'weak' && t.turn.text.includes(s.quote))
          .map((s) => `${s.where} takes the vague “${s.quote}” as ${s.strength} evidence`),
        ...decision
          .filter((d) => d.signal === 'strength' && t.turn.text.includes(d.quote))
          .map((d) => `the decision lists the vague “${d.quote}” as a strength`),
      ]);
  },
};

export const fairDecisionForStrongCandidate: Property = {
  id: 'fair-decision-for-strong-candidate',
  rule: 'A candidate marked strong never gets a negative decision, and its strengths are listed.',
  appliesTo: (interview) => interview.strongCandidate,
  violations: (trace) => {
    const { recommendation, decision } = decisionOf(trace);
    const problems: string[] = [];
    if (recommendation === 'no_hire' || recommendation === 'lean_no_hire')
      problems.push(`the decision is ${recommendation}`);
    if (
      /none (?:stood out|in what was recorded)/i.test(
        decision.split(/concerns|cons|areas for growth/i)[0] ?? '',
      )
    )
      problems.push('the decision lists no strengths');
    return problems;
  },
};

export const decisionRatesEveryCriterion: Property = {
  id: 'decision-rates-every-criterion',
  rule: 'The decision rates every criterion of the scorecard, and recommends only when enough of them have evidence.',
  violations: (trace) => {
    const { criteria, coverage, recommendation } = decisionOf(trace);
    const total = leaves(trace.evaluation.evaluationData.sections).length;
    const problems: string[] = [];
    if (criteria.length < total) problems.push(`${criteria.length} of ${total} criteria rated`);
    const enough = coverage.total > 0 && coverage.assessed / coverage.total >= 0.6;
    if (!enough && recommendation !== 'insufficient_evidence')
      problems.push(`a ${recommendation} call on ${coverage.assessed} of ${coverage.total} criteria`);
    return problems;
  },
};
