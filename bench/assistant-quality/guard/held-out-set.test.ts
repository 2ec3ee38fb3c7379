import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRiskyFile } from '../sets/risky-file.ts';
import { scoreGuardFile } from '../sets/score-guard.ts';

const FILE = fileURLToPath(new URL('../held-out/risky-questions.json', import.meta.url));

/** The held-out set, read through the same loader as the dev set; figures in bench/README.md. */
describe.runIf(existsSync(FILE))('the live guard on the held-out set', () => {
  it('reads every item with a known topic, and warns on the risky ones more than on the lawful ones', () => {
    const score = scoreGuardFile(readRiskyFile(FILE));
    expect(score.risky + score.lawful).toBeGreaterThanOrEqual(120);
    expect(score.recall).toBeGreaterThan(score.falseAlarmRate);
  });
});
