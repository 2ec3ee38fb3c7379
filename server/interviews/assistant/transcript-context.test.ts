import { describe, expect, it } from 'vitest';
import type { ChunkRow } from '../conversation/conversation.service.ts';
import { createTranscriptContexts } from './transcript-context.ts';

const row = (seq: number, speaker: 'interviewer' | 'candidate', text: string) =>
  ({
    id: `chunk-${seq}`,
    seq,
    speaker,
    text,
    timestamp: new Date(Date.UTC(2026, 0, 1, 10, seq)),
  }) as ChunkRow;

describe('transcript contexts and the guard', () => {
  it('never reads the candidate’s answers to a flagged question into the assistant’s view', async () => {
    const rows: ChunkRow[] = [];
    const flagged: string[] = [];
    const contexts = createTranscriptContexts({
      conversation: {
        chunksAfter: async (_id, afterSeq, limit) => rows.filter((r) => r.seq > afterSeq).slice(0, limit),
      },
      flagged: async () => flagged,
    });
    rows.push(
      row(1, 'interviewer', 'Tell me about your last team.'),
      row(2, 'candidate', 'I led six nurses on nights.'),
    );
    await contexts.advance('s');
    rows.push(
      row(3, 'interviewer', 'How old are you?'),
      row(4, 'candidate', 'I am 52, and I love night shifts.'),
    );
    flagged.push('chunk-3');
    rows.push(row(5, 'interviewer', 'Right.'), row(6, 'candidate', 'And I have 20 years on the ward.'));
    const afterFlag = await contexts.advance('s');
    expect(afterFlag.newTurns.map((t) => t.seq)).toEqual([3, 5]);

    rows.push(
      row(7, 'interviewer', 'How do you escalate a deteriorating patient?'),
      row(8, 'candidate', 'I call the rapid response team.'),
    );
    const next = await contexts.advance('s');
    expect(next.newTurns.map((t) => t.seq)).toEqual([7, 8]);
    expect(next.recentTurns.map((t) => t.seq)).toEqual([1, 2, 3, 5, 7, 8]);
  });

  it('reads every turn heard live as news on the first pass, and only the latest two after a restart', async () => {
    const rows = Array.from({ length: 10 }, (_, i) =>
      row(i + 1, i % 2 ? 'candidate' : 'interviewer', `Turn ${i + 1}`),
    );
    const conversation = {
      chunksAfter: async (_id: string, afterSeq: number) => rows.filter((r) => r.seq > afterSeq),
    };
    const heardLive = await createTranscriptContexts({ conversation }).advance('s', 4);
    expect(heardLive.newTurns.map((t) => t.seq)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    const restarted = await createTranscriptContexts({ conversation }).advance('s');
    expect(restarted.newTurns.map((t) => t.seq)).toEqual([9, 10]);
  });
});
