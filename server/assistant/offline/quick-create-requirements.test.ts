import { describe, expect, it } from 'vitest';
import { observableCriterion, requirementKind } from './quick-create-requirements.ts';

describe('requirements as observable criteria', () => {
  it.each([
    ['Active registered nurse licence', 'credential', 'Holds an active registered nurse licence'],
    ['Current BLS certification', 'credential', 'Holds a current BLS certification'],
    ["Bachelor's degree in Nursing", 'education', "Has a bachelor's degree in Nursing"],
    [
      'At least two years in acute or ward nursing',
      'experience',
      'Has at least two years in acute or ward nursing',
    ],
    ['Able to work 12-hour shifts including nights', 'schedule', 'Can work 12-hour shifts including nights'],
    ['Fluent Spanish', 'language', 'Fluent Spanish'],
    ['PostgreSQL', 'skill', 'Hands-on depth with PostgreSQL'],
    [
      'Ability to prioritise a caseload of five patients',
      'behaviour',
      'Prioritises a caseload of five patients',
    ],
    [
      'Confident with sepsis recognition, medication safety and clear handover',
      'behaviour',
      'Shows sepsis recognition, medication safety and clear handover in practice',
    ],
  ])('%s → %s: %s', (requirement, kind, text) => {
    expect(requirementKind(requirement)).toBe(kind);
    expect(observableCriterion(requirement).text).toBe(text);
  });

  it('verifies a credential, asks a schedule directly and wants an example of a behaviour', () => {
    expect(observableCriterion('Active registered nurse licence').guidance).toMatch(
      /^Verify it rather than ask for an example/,
    );
    expect(observableCriterion('Willing to travel 20% of the time').guidance).toMatch(/^Ask directly/);
    expect(observableCriterion('Excellent written communication').guidance).toMatch(/specific example/);
    for (const r of ['Active registered nurse licence', 'Current BLS certification', '5+ years in sales'])
      expect(observableCriterion(r).guidance).not.toMatch(/concrete example/);
  });
});
