import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import { REGISTERED_NURSE } from '../../../bench/assistant-quality/interviews/registered-nurse.ts';
import type { DecisionInput } from '../tasks/decision-input.ts';
import {
  asTurns,
  DECISION_INPUT,
  INTERVIEW,
  materialOf,
  PROSE_STYLE,
  TERSE_STYLE,
} from '../test/decision-fixtures.ts';
import { draftDecision } from './decision-draft.ts';

const material = (input: DecisionInput) =>
  [...input.transcript.map((t) => t.text), ...input.criteria.map((c) => c.content), ...input.notes].join(' ');
const quotes = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((m) => (m[1] ?? '').replace(/…$/, ''));
const rating = (draft: ReturnType<typeof draftDecision>, criterion: string) =>
  draft.criteria.find((c) => c.criterion.endsWith(criterion));

describe('offline decision draft', () => {
  it('rates every criterion of the scorecard from what was said, quoting only the material', () => {
    const draft = draftDecision(DECISION_INPUT);
    expect(draft.criteria.map((c) => c.criterion)).toEqual(
      DECISION_INPUT.criteria.filter((c) => c.leaf).map((c) => c.title),
    );
    // Each quote rests on the one criterion it best evidences, so not every criterion gets one.
    expect(draft.coverage.total).toBe(5);
    expect(draft.coverage.assessed).toBeGreaterThanOrEqual(4);
    const placed = draft.criteria.flatMap((c) =>
      c.evidence.filter((e) => e.source === 'transcript').map((e) => e.excerpt),
    );
    expect(new Set(placed).size).toBe(placed.length);
    expect(rating(draft, 'Hands-on depth with PostgreSQL')).toMatchObject({ basis: 'transcript' });
    for (const quote of quotes(draft.decision)) expect(material(DECISION_INPUT)).toContain(quote);
    for (const e of draft.evidence) expect(material(DECISION_INPUT)).toContain(e.excerpt.replace(/…$/, ''));
    const quoted = draft.evidence.filter((e) => e.source === 'transcript');
    expect(quoted.length).toBeGreaterThan(2);
    for (const e of quoted) {
      const turn = DECISION_INPUT.transcript.find((t) => t.chunkId === e.at?.chunkId);
      expect(turn?.text).toContain(e.excerpt.replace(/…$/, ''));
    }
  });

  it('keeps the origin of the draft beside the text, never in it', () => {
    const draft = draftDecision(DECISION_INPUT);
    expect(draft.notice).toBe(OFFLINE_NOTICE);
    expect(draft.decision).not.toContain(OFFLINE_NOTICE);
    expect(
      draftDecision({ ...DECISION_INPUT, criteria: [], notes: [], transcript: [] }).decision,
    ).not.toContain(OFFLINE_NOTICE);
  });

  it('lets the interviewer’s own text decide a criterion over the transcript', () => {
    const criteria = DECISION_INPUT.criteria.map((c) =>
      c.title.endsWith('Hands-on depth with PostgreSQL')
        ? { ...c, content: 'Weak on indexes; could not explain locking.', editedByUser: true }
        : c,
    );
    const draft = draftDecision({ ...DECISION_INPUT, criteria });
    expect(rating(draft, 'Hands-on depth with PostgreSQL')).toMatchObject({
      rating: 'below',
      basis: 'interviewer',
    });
    expect(draft.recommendation).not.toBe('hire');
    expect(draft.decision).toContain('the interviewer wrote “Weak on indexes; could not explain locking.”');
  });

  it('gives the strong nurse a hire with her clinical evidence, and says what is not covered', () => {
    const draft = draftDecision(materialOf(REGISTERED_NURSE));
    expect(['strong_hire', 'hire']).toContain(draft.recommendation);
    expect(rating(draft, 'Recognises deterioration early and escalates appropriately')).toMatchObject({
      rating: 'strong',
      evidenceStrength: 'strong',
    });
    // Nothing she said is about her licence: no quote is borrowed for it.
    expect(rating(draft, 'Holds an active RN licence and current life support certification')?.rating).toBe(
      'not_assessed',
    );
    expect(draft.decision).not.toMatch(/none stood out/i);
    expect(draft.decision).toContain('I escalated straight to the registrar and put out a sepsis call.');
    expect(draft.decision).toMatch(/To probe next:\n- Holds an active RN licence[^\n]*: not covered yet/);
  });

  it('never counts a polite refusal to answer a personal question as a concern', () => {
    const draft = draftDecision(materialOf(REGISTERED_NURSE));
    expect(draft.evidence.some((e) => e.excerpt.includes('prefer not to go into my age'))).toBe(false);
    expect(draft.decision).not.toContain('prefer not to go into my age');
  });

  it('takes nothing from a reply that declines a personal question, the redirect after it included', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      transcript: asTurns([
        ['interviewer', 'Hi, thanks for coming in. Shall we start?'],
        ['candidate', 'Yes, sounds good, thanks for having me.'],
        ['interviewer', 'You had a few months off last year, was that a health thing?'],
        [
          'candidate',
          "It was a personal matter and it's behind me. I'd be glad to talk through how I tuned the Postgres replicas instead.",
        ],
      ]),
    });
    expect(draft.evidence.filter((e) => e.source === 'transcript')).toEqual([]);
  });

  it('takes no evidence from the background the candidate gives when asked to introduce themselves', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      transcript: asTurns([
        ['interviewer', 'Thanks for coming in. Could you introduce yourself?'],
        [
          'candidate',
          'Sure. Right now I look after the Postgres fleet at a payments firm, before that I did four years of Rails work.',
        ],
      ]),
    });
    expect(draft.evidence.filter((e) => e.source === 'transcript')).toEqual([]);
  });

  it('reads an answer to a bare follow-up by the agenda item in progress when it was given', () => {
    const transcript = asTurns([
      ['interviewer', 'Tell me about the last time a plan changed under you.'],
      ['candidate', 'The launch date moved by two weeks after the audit.'],
      ['interviewer', 'And then?'],
      [
        'candidate',
        'I wrote down both options with what each would cost us, and by Friday we had picked the second one.',
      ],
    ]);
    const spans = (title: string, description: string) => [
      { title, description, startedAt: transcript[0]?.timestamp ?? null, completedAt: null },
    ];
    const placed = (agenda: DecisionInput['agenda']) =>
      draftDecision({ ...DECISION_INPUT, transcript, agenda }).criteria.find((c) =>
        c.evidence.some((e) => e.excerpt.startsWith('I wrote down both options')),
      )?.criterion;
    expect(placed(spans('Working with product', 'Keeping product managers and stakeholders informed'))).toBe(
      'Communication › Works with product managers and stakeholders',
    );
    expect(placed(spans('System design', 'Weighing trade-offs in a design'))).toBe(
      'Technical depth › Weighs trade-offs in design',
    );
  });

  it('makes no call when too little of the scorecard has evidence: a draft only', () => {
    const thin = draftDecision({
      ...DECISION_INPUT,
      criteria: DECISION_INPUT.criteria.slice(2),
      transcript: asTurns(INTERVIEW.slice(0, 2)),
    });
    expect(thin.recommendation).toBe('insufficient_evidence');
    expect(thin.decision).toMatch(/^Recommendation: Insufficient evidence — draft only\./);
    expect(thin.decision).toContain('a draft to review, not a recommendation');
    // It names what is missing.
    expect(thin.decision).toContain('Nothing yet on: ');
    expect(thin.decision).toContain('Mentors other engineers');
    const empty = draftDecision({ ...DECISION_INPUT, criteria: [], notes: [], transcript: [] });
    expect(empty).toMatchObject({ recommendation: 'insufficient_evidence', evidence: [] });
    expect(empty.decision).toContain('nothing to base a decision on');
  });

  it('takes its sections, their order, headings, length and wording from the sample feedback', () => {
    const terse = draftDecision({ ...DECISION_INPUT, styleExamples: TERSE_STYLE }).decision;
    expect(terse).toMatch(/^(?:Strong yes|Yes|Lean yes)\.\nPros:\n- /);
    expect(terse.indexOf('Pros:')).toBeLessThan(terse.indexOf('Cons:'));
    expect(terse).not.toContain('By criterion');
    expect(terse.split('Pros:')[1]?.split('Cons:')[0]?.match(/\n- /g)).toHaveLength(2);

    const prose = draftDecision({ ...DECISION_INPUT, styleExamples: PROSE_STYLE }).decision;
    expect(prose).not.toMatch(/\n- /);
    expect(prose.trim().split('\n').at(-1)).toBe('Overall I would move forward.');
    expect(prose).toMatch(/\nStrongest on [^\n]+ \(“/);

    const sectioned = draftDecision({
      ...DECISION_INPUT,
      styleExamples: [
        {
          title: 'Panel write-up',
          content:
            'Summary: Calm, structured answers.\nAreas for growth: Stakeholder updates.\nStrengths:\n- Clear incident story\nRecommendation: Advance to the final round.',
        },
      ],
    }).decision;
    const order = ['Summary:', 'Areas for growth:', 'Strengths:', 'Recommendation:'].map((h) =>
      sectioned.indexOf(h),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(sectioned).toMatch(/Recommendation: Move forward/);
  });
});
