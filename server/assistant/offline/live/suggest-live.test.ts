import { describe, expect, it } from 'vitest';
import { roleFamily } from './role-family.ts';
import { type EarlierCard, type LiveSuggestionInput, type LiveTurn, suggestLive } from './suggest-live.ts';

const i = (text: string, chunkId?: string): LiveTurn => ({ speaker: 'interviewer', text, chunkId });
const c = (text: string): LiveTurn => ({ speaker: 'candidate', text });

/** The card after the last of `turns`, with `earlier` cards already on the session. */
function cardAfter(turns: LiveTurn[], options: Partial<LiveSuggestionInput> = {}) {
  return suggestLive({
    family: 'healthcare',
    kind: 'general',
    agendaItem: { id: 'a2', title: 'Patient safety and escalation', description: null },
    recentTurns: turns.slice(-6),
    newTurns: turns.slice(-1),
    earlier: [],
    asked: [],
    flaggedChunkIds: new Set(),
    ...options,
  });
}

const DETERIORATION = i('Tell me about a time a patient deteriorated on your shift.');
const STRONG =
  'Last winter her NEWS2 went from 3 to 7 at my 2 a.m. observations, so I escalated to the registrar and started the sepsis pathway; she had antibiotics within 30 minutes.';

describe('offline live suggestions', () => {
  it('stays quiet after small talk, the candidate’s own questions and a declined personal question', () => {
    expect(
      cardAfter([i('Did you find the ward all right?'), c('Yes, thank you, the signs were easy to follow.')]),
    ).toBeUndefined();
    expect(cardAfter([i('Good to meet you.'), c('Sounds great, thanks.')])).toBeUndefined();
    expect(
      cardAfter([i('Any questions?'), c('How is the rota organised, and how much notice do we get?')]),
    ).toBeUndefined();
    expect(
      cardAfter([i('How old are you?'), c("I'd prefer not to go into my age, but I'm happy to do nights.")]),
    ).toBeUndefined();
    expect(cardAfter([c('Sure.')])).toBeUndefined();
    expect(cardAfter([DETERIORATION])).toBeUndefined();
  });

  it('leaves alone the answer to a question the guard flagged, or would flag', () => {
    const answer = c('I always make it work somehow, you know, it is never really a problem for me.');
    const flagged = i('How do the long shifts fit with everything else for you?', 'chunk-7');
    expect(cardAfter([flagged, answer], { flaggedChunkIds: new Set(['chunk-7']) })).toBeUndefined();
    expect(cardAfter([flagged, answer])?.type).toBe('clarification');
    expect(cardAfter([i('Do you have kids? The shifts are long.'), answer])).toBeUndefined();
  });

  it('clarifies a vague answer by quoting it, and again for the next vague answer', () => {
    const first = cardAfter([
      i('How do you make sure medicines are given safely?'),
      c("I'm always really careful with meds. I double-check everything and follow the policies."),
    ]);
    expect(first).toMatchObject({ type: 'clarification' });
    expect(first?.content).toContain('“I’m always really careful with meds”'.replace('’', "'"));
    const earlier: EarlierCard[] = first ? [{ ...first, status: 'suggested', agendaItemId: 'a2' }] : [];
    const second = cardAfter(
      [
        i('Tell me about a disagreement with a colleague.'),
        c('There were times when people had different ideas, but we always worked it out as a team.'),
      ],
      { earlier, asked: earlier.map((e) => e.content) },
    );
    expect(second?.type).toBe('clarification');
    expect(second?.content).toContain('we always worked it out as a team');
  });

  it('follows up on what was just said without asking for what the answer gave', () => {
    const card = cardAfter([DETERIORATION, c(STRONG)]);
    expect(card?.type).toBe('follow_up_question');
    expect(card?.content).toMatch(/^You said “[^”]+”\. /);
    expect(card?.content).not.toMatch(/measur|how much|what came of it|result/i);
  });

  it('once the answer has been probed, offers the next question for the agenda item from the role’s bank', () => {
    const earlier: EarlierCard[] = [
      {
        type: 'follow_up_question',
        content: 'You said “x”. Why?',
        status: 'suggested',
        agendaItemId: 'a2',
        tags: [],
      },
    ];
    const card = cardAfter([i('What did you do next?'), c(STRONG)], { earlier });
    expect(card?.type).toBe('question');
    expect(card?.content).toMatch(/sepsis|escalat|medicines|deteriorat|concern/i);
    // A question is waiting on screen and the thread has been probed: nothing more to add.
    const waiting: EarlierCard = {
      type: 'question',
      content: card?.content ?? '',
      status: 'suggested',
      agendaItemId: 'a2',
      tags: [],
    };
    expect(
      cardAfter([i('What did you do next?'), c(STRONG)], { earlier: [waiting, ...earlier] }),
    ).toBeUndefined();
  });

  it('never reads “the rest of the team” as REST or “last spring” as Spring', () => {
    const card = cardAfter(
      [
        i('Tell me about a time you led a change on your ward.', undefined),
        c(
          'Last spring I introduced bedside handover. I trained the rest of the team over six weeks and falls dropped by a third.',
        ),
      ],
      { family: roleFamily({ titles: ['Registered Nurse'], texts: [] }) },
    );
    expect(card?.content ?? '').not.toMatch(/\bREST\b|\bSpring\b|API|framework/);
  });

  it('does not ask what the candidate has just answered, and follows up only on what was said', () => {
    const design = {
      family: 'design-product' as const,
      agendaItem: { id: 'a3', title: 'Accessibility and design systems', description: null },
    };
    // A full accessibility answer: the bank's accessibility question is not proposed.
    const accessible = cardAfter(
      [
        i('How did you make sure the new checkout was accessible?'),
        c(
          'We checked contrast and focus order against WCAG AA in Figma, I wrote accessibility annotations for the engineers, and we tested with VoiceOver and NVDA before launch.',
        ),
      ],
      {
        ...design,
        earlier: [
          { type: 'follow_up_question', content: 'x', status: 'dismissed', agendaItemId: 'a3', tags: [] },
        ],
      },
    );
    expect(accessible?.content ?? '').not.toMatch(/disabilities/);
    // Nobody broke from the design system: no "why was breaking from it the right call?".
    const system = cardAfter(
      [
        i('How have you contributed to a design system?'),
        c(
          'At Fernway I proposed and built our form components in Figma with the front-end team: inputs, error states and address lookup. I wrote the usage guidelines, and about 80 percent of our forms use them now.',
        ),
      ],
      design,
    );
    expect(system?.content ?? '').not.toMatch(/breaking/i);
    const broke = cardAfter(
      [
        i('Tell me about your work on a design system. Where did you go against it?'),
        c(
          'I built our date picker from the system components, but I broke from the system for the seat map and drew a custom canvas of 300 seats; we tested it with eight users.',
        ),
      ],
      design,
    );
    expect(broke).toMatchObject({ type: 'follow_up_question' });
    expect(broke?.content).toMatch(/broke from the system/);
    // A plan is not a story: no "looking back, what would you do differently?".
    const plan = cardAfter([
      i(
        'Say you have a patient in pain, one due for insulin and a new admission arriving. Who do you see first?',
      ),
      c(
        "I would check the insulin patient's glucose first because a late or wrong dose is the most dangerous, then assess the pain since that patient is stable, and I would ask the charge nurse to start the admission.",
      ),
    ]);
    expect(plan?.content ?? '').not.toMatch(/differently|looking back/i);
  });
});

describe('role family', () => {
  it('reads the family from the titles first, then from what the job talks about', () => {
    expect(
      roleFamily({ titles: ['Registered Nurse, Acute Medical Unit', 'Panel interview'], texts: [] }),
    ).toBe('healthcare');
    expect(roleFamily({ titles: ['Account Executive, Mid-Market'], texts: [] })).toBe('sales');
    expect(roleFamily({ titles: ['Coding screen: Senior Backend Engineer'], texts: [] })).toBe('engineering');
    expect(roleFamily({ titles: ['Warehouse Shift Supervisor'], texts: [] })).toBe('operations');
    expect(roleFamily({ titles: ['Customer Support Lead'], texts: [] })).toBe('support');
    expect(roleFamily({ titles: ['Product Designer'], texts: [] })).toBe('design-product');
    expect(
      roleFamily({
        titles: ['Team Lead'],
        texts: ['Patients on our ward, medication rounds and clinical handover.'],
      }),
    ).toBe('healthcare');
    expect(roleFamily({ titles: ['Graduate scheme 2026'], texts: [] })).toBe('general');
  });
});
