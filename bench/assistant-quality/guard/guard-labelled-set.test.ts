import { describe, expect, it } from 'vitest';
import { ComplianceCategory } from '#contracts/compliance.ts';
import { LABELLED_SET, scoreGuard } from './labelled-set.ts';

describe('the live guard on the labelled interviewer questions', () => {
  it('has at least 80 questions: 40 risky across every protected topic, 40 lawful look-alikes', () => {
    const risky = LABELLED_SET.filter((q) => q.category !== null);
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(80);
    expect(risky.length).toBeGreaterThanOrEqual(40);
    expect(LABELLED_SET.length - risky.length).toBeGreaterThanOrEqual(40);
    expect(new Set(risky.map((q) => q.category))).toEqual(new Set(ComplianceCategory.options));
    expect(new Set(LABELLED_SET.map((q) => q.text)).size).toBe(LABELLED_SET.length);
  });

  it('warns about at least 95% of the risky questions and at most 5% of the lawful ones', () => {
    const score = scoreGuard(LABELLED_SET);
    const missed = `missed: ${score.missed.map((q) => q.text).join(' | ')}`;
    const alarms = `false alarms: ${score.falseAlarms.map((q) => q.text).join(' | ')}`;
    expect(score.recall, missed).toBeGreaterThanOrEqual(0.95);
    expect(score.falsePositiveRate, alarms).toBeLessThanOrEqual(0.05);
    expect(score.rightTopic).toBeGreaterThanOrEqual(0.9);
  });
});
