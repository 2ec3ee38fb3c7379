import { describe, expect, it } from 'vitest';
import { readTurn } from './answer-reading.ts';
import { premiseHolds } from './premise.ts';
import { DESIGN_PRODUCT } from './questions-design-product.ts';
import { ENGINEERING } from './questions-engineering.ts';

const bank = (topic: string, pool = DESIGN_PRODUCT) => {
  const question = pool.find((q) => q.topic === topic);
  if (!question) throw new Error(topic);
  return question;
};

describe('what a follow-up takes for granted', () => {
  it('asks why the candidate broke from a design system only when they did', () => {
    const system = bank('design system');
    const [why] = system.probes;
    if (!why) throw new Error('probe');
    const asked = 'How have you contributed to a design system?';
    const built = readTurn(
      'I proposed and built our form components in Figma with the front-end team, and I wrote the usage guidelines.',
    );
    const broke = readTurn(
      'I used the system everywhere except the seat map: I broke from it and drew a custom canvas, then tested it with eight users.',
    );
    expect(premiseHolds(why, system, built, asked)).toBe(false);
    expect(premiseHolds(why, system, broke, asked)).toBe(true);
  });

  it('asks about "the switch" only after one, and about what happened only after a story', () => {
    const correctness = bank('correctness', ENGINEERING);
    const [switchProbe] = correctness.probes;
    if (!switchProbe) throw new Error('probe');
    const key = readTurn(
      'The client sends an idempotency key; we store it with a hash of the request in the same transaction as the payout.',
    );
    const moved = readTurn(
      'We ran both schedulers in shadow mode for three weeks and then switched over merchants in cohorts of 5 percent.',
    );
    expect(
      premiseHolds(switchProbe, correctness, key, 'How do you stop a retried POST creating two payouts?'),
    ).toBe(false);
    expect(premiseHolds(switchProbe, correctness, moved, 'How did you roll it out?')).toBe(true);
    const looking = {
      asks: 'lesson' as const,
      text: 'Looking back, is there anything you would do differently?',
    };
    const plan = readTurn(
      'I would check the glucose first, then assess the pain, and ask the charge nurse to start the admission.',
    );
    const story = readTurn(
      'I missed the early signs once: I called the registrar late, and the patient went to intensive care.',
    );
    expect(premiseHolds(looking, undefined, plan, undefined)).toBe(false);
    expect(premiseHolds(looking, undefined, story, undefined)).toBe(true);
  });
});
