/**
 * What one chunk costs the database with the live assistant on: the 60-minute interview of
 * bench/interview-fixture.ts (209 turns) said into a session on a throwaway PostgreSQL database,
 * one turn at a time, each followed by the assistant's matching and pass (offline engine). Counts
 * statements and transactions (BEGIN…COMMIT blocks, and statements on their own) on the pool's
 * connections, per chunk. Counts, not timings: the figures do not depend on the machine's load.
 * `npm run bench -- live-transactions`.
 */
import { countStatements, type StatementCount } from '#server/test/statement-counter.ts';
import { createFixtureSession, startBenchApp } from './bench-app.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';

const KEYS = ['transactions', 'writes', 'statements'] as const;

export async function benchLiveTransactions(): Promise<string[]> {
  const counter = countStatements();
  const app = await startBenchApp('postgres', 5);
  try {
    const { sessionId } = await createFixtureSession(app, INTERVIEW_60_MIN);
    const { conversation, assistant } = app.server.services.interviews;
    const costs: Record<'interviewer' | 'candidate', StatementCount[]> = { interviewer: [], candidate: [] };
    counter.take();
    for (const turn of INTERVIEW_60_MIN.turns) {
      await conversation.addChunk(app.userId, sessionId, { text: turn.text, speaker: turn.speaker });
      await assistant.idle(sessionId);
      costs[turn.speaker].push(counter.take());
    }
    const mean = (xs: StatementCount[], key: (typeof KEYS)[number]) =>
      (xs.reduce((sum, x) => sum + x[key], 0) / xs.length).toFixed(2);
    const line = (name: string, xs: StatementCount[]) =>
      `${name} (${xs.length} chunks): ${KEYS.map((k) => `${k} ${mean(xs, k)}`).join(', ')} per chunk`;
    return [
      'live-transactions: the 60-minute interview with the assistant on (offline engine), PostgreSQL',
      line('every chunk', [...costs.interviewer, ...costs.candidate]),
      line('interviewer chunk', costs.interviewer),
      line('candidate chunk', costs.candidate),
    ];
  } finally {
    await app.close();
    counter.restore();
  }
}
