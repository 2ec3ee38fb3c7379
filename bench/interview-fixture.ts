/** The 60-minute interview of `bench/fixtures/interview-60min.json`: agenda, scorecard and 209 turns. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const InterviewFixture = z.object({
  title: z.string(),
  minutes: z.number(),
  agenda: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      estimatedDuration: z.number(),
    }),
  ),
  /** A section per line, `- criterion` lines under it (the custom scorecard text of a session). */
  scorecard: z.string(),
  turns: z.array(
    z.object({ item: z.string(), speaker: z.enum(['interviewer', 'candidate']), text: z.string() }),
  ),
});
export type InterviewFixture = z.infer<typeof InterviewFixture>;
export type FixtureTurn = InterviewFixture['turns'][number];

export const INTERVIEW_60_MIN = InterviewFixture.parse(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/interview-60min.json'), 'utf8')),
);
