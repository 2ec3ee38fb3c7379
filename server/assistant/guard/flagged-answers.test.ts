import { describe, expect, it } from 'vitest';
import { createAnswerGate, withoutFlaggedAnswers } from './flagged-answers.ts';

const turn = (id: string, speaker: 'interviewer' | 'candidate', text: string) => ({ id, speaker, text });

const TRANSCRIPT = [
  turn('1', 'interviewer', 'Tell me about your last ward.'),
  turn('2', 'candidate', 'I ran a 28-bed surgical ward.'),
  turn('3', 'interviewer', 'Do you have kids?'),
  turn('4', 'candidate', 'I would rather keep that private.'),
  turn('5', 'interviewer', 'Okay.'),
  turn('6', 'candidate', 'But I can work nights.'),
  turn('7', 'interviewer', 'How do you escalate a deteriorating patient?'),
  turn('8', 'candidate', 'I use the early-warning score and call the rapid response team.'),
];

describe('withoutFlaggedAnswers', () => {
  it('drops the answers to a flagged question until the next question that is not flagged', () => {
    expect(withoutFlaggedAnswers(TRANSCRIPT, ['3']).map((t) => t.id)).toEqual(['1', '2', '3', '5', '7', '8']);
  });

  it('keeps everything when nothing is flagged, and reads live turns by chunk id', () => {
    expect(withoutFlaggedAnswers(TRANSCRIPT, [])).toHaveLength(8);
    const live = TRANSCRIPT.map(({ id, ...t }) => ({ ...t, chunkId: id, seq: Number(id) }));
    expect(withoutFlaggedAnswers(live, new Set(['3', '7'])).map((t) => t.seq)).toEqual([1, 2, 3, 5, 7]);
  });
});

describe('createAnswerGate', () => {
  it('reads the flags when the answer comes, so a question flagged late still keeps it out', () => {
    const keep = createAnswerGate();
    const flagged = new Set<string>();
    expect(keep(turn('1', 'interviewer', 'Do you have kids?'), flagged)).toBe(true);
    flagged.add('1');
    expect(keep(turn('2', 'candidate', 'Two of them.'), flagged)).toBe(false);
    expect(keep(turn('3', 'interviewer', 'Okay, so what did you do on the ward?'), flagged)).toBe(true);
    expect(keep(turn('4', 'candidate', 'I ran the night shift.'), flagged)).toBe(true);
  });
});
