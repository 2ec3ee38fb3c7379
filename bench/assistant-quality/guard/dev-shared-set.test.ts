import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRiskyFile } from '../sets/risky-file.ts';
import { scoreGuardFile } from '../sets/score-guard.ts';

const FILE = fileURLToPath(new URL('../dev-shared/risky-questions.json', import.meta.url));

describe('the live guard on the dev set written apart from it (153 labelled questions)', () => {
  it('warns about at least 97% of the risky ones, at most 5% of the lawful ones, on the right topic', () => {
    const score = scoreGuardFile(readRiskyFile(FILE));
    expect(score.risky).toBeGreaterThanOrEqual(70);
    expect(score.recall, `missed: ${score.missed.map((q) => q.text).join(' | ')}`).toBeGreaterThanOrEqual(
      0.97,
    );
    expect(score.falseAlarmRate, score.falseAlarms.join(' | ')).toBeLessThanOrEqual(0.05);
    expect(score.rightTopic, score.wrongTopic.join(' | ')).toBeGreaterThanOrEqual(0.95);
  });
});
