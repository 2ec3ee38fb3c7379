import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { runInterview } from '../run-interview.ts';
import { readInterviewDir } from './interview-file.ts';
import { type InterviewScore, scoreInterview, scoreTable } from './score-interview.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The interviews written apart from the engine, run through the product as a recruiter would:
 * the dev sets (`dev-shared/`, and `dev-trades/`: a held-out set once, studied since), and the
 * held-out set (`held-out/`) when it is there. Each run writes its figures to `results/<set>.md`.
 */
const SETS = [
  { name: 'dev-shared', dir: here('../dev-shared/interviews') },
  { name: 'dev-trades', dir: here('../dev-trades/interviews') },
  { name: 'held-out', dir: here('../held-out/interviews') },
  ...(process.env.EXTRA_SET ? [{ name: 'extra', dir: process.env.EXTRA_SET }] : []),
].filter((s) => existsSync(s.dir));

describe('interviews written apart from the engine', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ liveAssistant: { debounceMs: 5 } });
    user = await t.factories.user();
  });
  afterAll(() => t.close());

  for (const set of SETS) {
    it(`${set.name}: decisions point the evidence's way, the guard warns, warned answers stay out`, async () => {
      const scores: InterviewScore[] = [];
      for (const interview of readInterviewDir(set.dir, set.name)) {
        scores.push(scoreInterview(interview, await runInterview(t, user, interview)));
      }
      mkdirSync(here('../results'), { recursive: true });
      writeFileSync(here(`../results/${set.name}.md`), `# ${set.name}\n\n${scoreTable(scores)}\n`);
      expect(scores.length).toBeGreaterThanOrEqual(1);
      // The dev set is a gate; the held-out set is measured (bench/README.md), never tuned on.
      if (set.name === 'dev-shared') {
        expect(scores.map((s) => s.riskyAnswersUsed)).toEqual(scores.map(() => 0));
        expect(scores.filter((s) => s.directionRight).map((s) => s.id)).toEqual(scores.map((s) => s.id));
      } else {
        expect(scores.every((s) => s.rated >= 0 && s.recommendation !== '')).toBe(true);
      }
    }, 600_000);
  }
});
