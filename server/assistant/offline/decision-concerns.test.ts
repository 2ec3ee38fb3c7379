import { describe, expect, it } from 'vitest';
import type { DecisionInput } from '../tasks/decision-input.ts';
import { asTurns, DECISION_INPUT } from '../test/decision-fixtures.ts';
import { draftDecision } from './decision-draft.ts';

/** What a decision holds against the candidate: vague answers, owned-up gaps, and what a follow-up made good. */
describe('concerns in the offline decision draft', () => {
  it('never lists a vague answer as a strength', () => {
    const input: DecisionInput = {
      ...DECISION_INPUT,
      criteria: [
        { ...DECISION_INPUT.criteria[2], title: 'Impact and results' } as DecisionInput['criteria'][0],
      ],
      transcript: asTurns([
        ['interviewer', 'What difference did the project make?'],
        ['candidate', 'We improved things quite a bit on the results side, generally.'],
      ]),
    };
    const draft = draftDecision(input);
    // A vague answer alone is below the bar, and listed as a concern with its quote.
    expect(draft.criteria[0]).toMatchObject({ rating: 'below', evidenceStrength: 'weak' });
    expect(draft.evidence.filter((e) => e.signal === 'concern').map((e) => e.excerpt)).toEqual([
      'We improved things quite a bit on the results side, generally.',
    ]);
    expect(draft.evidence.filter((e) => e.source === 'transcript' && e.signal === 'strength')).toEqual([]);
    expect(draft.decision).not.toMatch(/Strengths:\n- /);
    expect(draft.decision).toContain('only a vague answer so far — “We improved things quite a bit');
  });

  it('lists a vague answer that no criterion takes as a concern, with the question it answered', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      transcript: asTurns([
        ['interviewer', 'Hi, thanks for coming in. Shall we start?'],
        ['candidate', 'Yes, sounds good, thanks for having me.'],
        ['interviewer', 'And a cat that is slow to breathe in recovery?'],
        [
          'candidate',
          "Um, yeah, you'd just keep a close eye on it, I suppose. Cats are funny, they all recover differently.",
        ],
      ]),
    });
    const concerns = draft.evidence.filter((e) => e.signal === 'concern');
    expect(concerns.map((e) => [e.excerpt, e.context])).toEqual([
      ["Um, yeah, you'd just keep a close eye on it, I suppose.", null],
    ]);
    expect(draft.decision).toContain(
      "Asked “And a cat that is slow to breathe in recovery?”: “Um, yeah, you'd just keep a close eye on it, I suppose.”",
    );
    // The greeting's answer is never held against anyone.
    expect(draft.decision).not.toContain('sounds good');
    // Nor a reply to a question on a protected topic, warned or not.
    const personal = draftDecision({
      ...DECISION_INPUT,
      transcript: asTurns([
        ['interviewer', 'Hi, thanks for coming in. Shall we start?'],
        ['candidate', 'Yes, sounds good, thanks for having me.'],
        [
          'interviewer',
          'You look about the same age as some of our sixth formers. What are you, twenty-two?',
        ],
        ['candidate', "Ha, I get that a lot. I'm comfortable with the older ones, honestly."],
      ]),
    });
    expect(personal.evidence.filter((e) => e.source === 'transcript')).toEqual([]);
  });

  it('names a gap the candidate owned up to, even in an answer with some substance', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      transcript: asTurns([
        ['interviewer', 'Hi, thanks for coming in. Shall we start?'],
        ['candidate', 'Yes, sounds good, thanks for having me.'],
        ['interviewer', 'Logical replication between clusters, much of that?'],
        [
          'candidate',
          "I've read the docs and set it up once on a laptop. Honestly I'm not that confident with it, someone else always handles that side at work.",
        ],
      ]),
    });
    const concerns = draft.evidence.filter((e) => e.signal === 'concern').map((e) => e.excerpt);
    expect(concerns.some((e) => e.includes("I'm not that confident with it"))).toBe(true);
    expect(draft.evidence.filter((e) => e.source === 'transcript' && e.signal === 'strength')).toEqual([]);
  });

  it('hears a gap owned up to in other words: not done yet, would need to learn it, only sat in', () => {
    for (const gap of [
      "I haven't planned a failover drill across regions, and I'd need to learn how your runbooks work.",
      "Upgrades went to the platform team and I've only sat in on their reviews.",
      "I know pg_upgrade with --link takes minutes on 2 TB, but on the rollback plan I'm partly guessing.",
      "Honestly, this is where I'm thinner: I've done 9.6 to 11 once, with a 40 minute window.",
    ]) {
      const draft = draftDecision({
        ...DECISION_INPUT,
        transcript: asTurns([
          ['interviewer', 'Major version upgrades of PostgreSQL, have you run one?'],
          ['candidate', gap],
        ]),
      });
      const said = draft.evidence.filter((e) => e.source === 'transcript');
      expect(
        said.map((e) => e.signal),
        gap,
      ).not.toContain('strength');
      expect(
        said.some((e) => e.signal === 'concern'),
        gap,
      ).toBe(true);
    }
  });

  it('quotes the most concrete sentence of an answer', () => {
    const draft = draftDecision({
      ...DECISION_INPUT,
      criteria: [
        {
          ...DECISION_INPUT.criteria[2],
          title: 'Anaesthesia › Monitors anaesthetised patients and acts on changes in vital signs',
        } as DecisionInput['criteria'][0],
      ],
      transcript: asTurns([
        ['interviewer', 'Tell me about an anaesthetic where the patient’s vital signs changed.'],
        [
          'candidate',
          'So, a Labrador, eleven, splenectomy. About twenty minutes in, the blood pressure on the Doppler went from 100 systolic down to 60, so I told the vet with the numbers and turned the iso down from 2 to 1.5.',
        ],
      ]),
    });
    expect(draft.criteria[0]?.evidence[0]?.excerpt).toMatch(/^About twenty minutes in/);
  });

  it('lists a vague first answer as a concern but does not rate it against the candidate when the follow-up gets the specifics', () => {
    const criteria = [
      { ...DECISION_INPUT.criteria[2], title: 'Impact and results' } as DecisionInput['criteria'][0],
    ];
    const vague = 'We improved things quite a bit on the results side, generally.';
    const probed = draftDecision({
      ...DECISION_INPUT,
      criteria,
      transcript: asTurns([
        ['interviewer', 'What difference did the project make?'],
        ['candidate', vague],
        ['interviewer', 'What exactly changed, and by how much?'],
        [
          'candidate',
          'First we moved the nightly invoice export to a queue, then cut the batch from 40 minutes to 6. Late invoices fell from 120 a month to 15, and the finance team stopped the Monday spreadsheet check.',
        ],
      ]),
    });
    expect(probed.evidence.filter((e) => e.signal === 'concern').map((e) => e.excerpt)).toContain(vague);
    expect(probed.criteria[0]?.rating).not.toBe('below');
    // The same answer followed by more of the same stays a concern.
    const unprobed = draftDecision({
      ...DECISION_INPUT,
      criteria,
      transcript: asTurns([
        ['interviewer', 'What difference did the project make?'],
        ['candidate', vague],
        ['interviewer', 'What exactly changed, and by how much?'],
        ['candidate', 'Honestly it was a real team effort, I think everyone was aligned and it just worked.'],
      ]),
    });
    expect(unprobed.evidence.filter((e) => e.signal === 'concern').map((e) => e.excerpt)).toContain(vague);
    expect(unprobed.criteria[0]?.rating).toBe('below');
  });
});
