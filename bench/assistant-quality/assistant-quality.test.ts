import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { INTERVIEWS } from './interviews/index.ts';
import { PROPERTIES } from './properties/index.ts';
import { type InterviewTrace, runInterview } from './run-interview.ts';

/**
 * The assistant quality harness: each written interview runs turn by turn through the server's
 * live assistant (offline engine, PGlite), and every annotated property is checked on what the
 * dashboard would have shown.
 */
describe('assistant quality', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ liveAssistant: { debounceMs: 5 } });
    user = await t.factories.user();
  });
  afterAll(() => t.close());

  it('has realistic scripts: 29–33 turns, both speakers, agenda items started in order', () => {
    expect(INTERVIEWS.length).toBeGreaterThanOrEqual(2);
    for (const interview of INTERVIEWS) {
      expect(interview.turns.length, interview.id).toBeGreaterThanOrEqual(29);
      expect(interview.turns.length, interview.id).toBeLessThanOrEqual(33);
      const started = interview.turns.flatMap((turn) =>
        turn.startsItem === undefined ? [] : [turn.startsItem],
      );
      expect(started, interview.id).toEqual(interview.agenda.map((_, index) => index));
    }
  });

  for (const interview of INTERVIEWS) {
    describe(interview.id, () => {
      let trace: InterviewTrace;
      beforeAll(async () => {
        trace = await runInterview(t, user, interview);
      });

      for (const property of PROPERTIES.filter((p) => p.appliesTo?.(interview) ?? true)) {
        it(`${property.id}: ${property.rule}`, () => {
          expect(property.violations(trace)).toEqual([]);
        });
      }
    });
  }
});
