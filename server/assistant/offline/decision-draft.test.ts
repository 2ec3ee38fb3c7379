import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import { decisionTask, verifiedEvidence } from '../tasks/decision-task.ts';
import { asTurns, DECISION_INPUT, INTERVIEW, PROSE_STYLE, TERSE_STYLE } from '../test/decision-fixtures.ts';
import { draftDecision } from './decision-draft.ts';

const material = (input = DECISION_INPUT) =>
  [...input.transcript.map((t) => t.text), ...input.sections.map((s) => s.content), ...input.notes].join(' ');
const quotes = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((m) => (m[1] ?? '').replace(/…$/, ''));

describe('offline decision draft', () => {
  it('says it is the offline assistant and only quotes what is in the material', () => {
    const draft = draftDecision(DECISION_INPUT);
    expect(draft.decision.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(draft.notice).toBe(OFFLINE_NOTICE);
    const said = material();
    expect(quotes(draft.decision).length).toBeGreaterThan(2);
    for (const quote of quotes(draft.decision)) expect(said).toContain(quote);
    for (const item of draft.evidence) expect(said).toContain(item.excerpt.replace(/…$/, ''));
  });

  it('weighs ownership with figures and the interviewer’s judgement against hedging', () => {
    const draft = draftDecision(DECISION_INPUT);
    expect(draft.recommendation).toBe('hire');
    expect(draft.evidence).toContainEqual({
      source: 'evaluation',
      excerpt: 'Clear reasoning about consistency and rollout risk; strong on PostgreSQL.',
      context: 'Technical depth › Trade-offs',
      signal: 'strength',
    });
    expect(draft.evidence).toContainEqual(
      expect.objectContaining({ excerpt: "Not really, I'm not sure.", signal: 'concern' }),
    );
    // The assistant's own section draft is not counted as judgement, and a note already said is not repeated.
    expect(draft.evidence.some((e) => e.context === 'Communication')).toBe(false);
    expect(draft.evidence.filter((e) => e.excerpt.startsWith('I designed the new schema'))).toHaveLength(1);
    expect(draft.decision).toContain('Recommendation: Hire.');
    expect(draft.decision).toContain('Based on 8 candidate answers (255 words)');
    expect(draft.decision).not.toContain('Evidence is thin');
  });

  it('leans no hire when the answers hedge and the interviewer wrote concerns', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      sections: [
        { title: 'Depth', content: 'Struggled to explain indexes. Answers were vague.', editedByUser: true },
      ],
      transcript: asTurns(
        INTERVIEW.map(([speaker, text]) => [speaker, speaker === 'candidate' ? `I guess ${text}` : text]),
      ),
    });
    expect(['lean_no_hire', 'no_hire']).toContain(draft.recommendation);
  });

  it('says when the evidence is thin and makes no firm call', () => {
    const thin = draftDecision({ ...DECISION_INPUT, transcript: asTurns(INTERVIEW.slice(0, 3)) });
    expect(thin.recommendation).toBe('lean_hire');
    expect(thin.decision).toContain('Evidence is thin: only 1 candidate answer (47 words) was recorded');
    const bare = draftDecision({
      ...DECISION_INPUT,
      sections: [],
      transcript: asTurns(INTERVIEW.slice(0, 5)),
    });
    expect(bare.recommendation).toBe('insufficient_evidence');
    expect(bare.decision).toContain('only 2 candidate answers (79 words) were recorded');
    expect(bare.decision).toContain('There is not enough to recommend either way');
  });

  it('has nothing to say about an interview with no material', () => {
    const draft = draftDecision({ ...DECISION_INPUT, sections: [], notes: [], transcript: [] });
    expect(draft).toMatchObject({ recommendation: 'insufficient_evidence', evidence: [] });
    expect(draft.decision).toContain('nothing to base a decision on');
  });

  it('lays the text out like the sample feedbacks', () => {
    const terse = draftDecision({ ...DECISION_INPUT, styleExamples: TERSE_STYLE }).decision;
    expect(terse.split('\n\n')[1]).toMatch(/^Yes\.\n/);
    expect(terse).toMatch(/\nPros:\n- /);
    expect(terse).toMatch(/\nCons:\n- /);
    expect(terse.match(/\n- /g)).toHaveLength(4); // three strengths at most for a terse writer, one concern
    const prose = draftDecision({ ...DECISION_INPUT, styleExamples: PROSE_STYLE }).decision;
    expect(prose).toContain('Recommendation: Hire.');
    expect(prose).not.toMatch(/\n- /);
    expect(prose).toMatch(/\nStrengths: .+; .+\./);
  });
});

describe('evidence from a model', () => {
  const answer = (evidence: { source: 'transcript' | 'evaluation' | 'notes'; excerpt: string }[]) => ({
    recommendation: 'hire' as const,
    decision: 'Hire.',
    evidence: evidence.map((e) => ({ ...e, context: '', signal: 'strength' as const })),
  });

  it('keeps verbatim quotes, fixes their source, and drops invented ones with a notice', () => {
    const { evidence, dropped } = verifiedEvidence(
      answer([
        { source: 'transcript', excerpt: '“we cut the invoicing run to 35 minutes.”' },
        { source: 'transcript', excerpt: 'strong on   PostgreSQL' },
        { source: 'transcript', excerpt: 'I ran Kafka at Google for six years.' },
      ]),
      DECISION_INPUT,
    );
    expect(evidence.map((e) => e.source)).toEqual(['transcript', 'evaluation']);
    expect(evidence[0]?.context).toBeNull();
    expect(dropped).toBe(1);
    const finished = decisionTask.finish(
      answer([{ source: 'notes', excerpt: 'Worked at NASA.' }]),
      DECISION_INPUT,
    );
    expect(finished.evidence).toEqual([]);
    expect(finished.notice).toContain('1 quoted piece of evidence could not be found in the interview');
  });
});
