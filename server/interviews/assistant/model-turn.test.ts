import { describe, expect, it } from 'vitest';
import type { LiveTurnInput } from './live-turn.ts';
import { appendToDraft, liveTurnPrompt } from './model-turn.ts';

const LONG_ANSWER = `We moved reconciliation from a nightly batch to continuous matching. ${'The matcher keeps open items in PostgreSQL and locks both sides of a match. '.repeat(6)}`;

const input = (overrides: Partial<LiveTurnInput> = {}): LiveTurnInput => ({
  sessionId: 's1',
  interviewType: 'Backend interview',
  agendaItem: { id: 'a1', title: 'Project deep dive', description: null },
  summary: ['Asked: What does your team own?'],
  recentTurns: [
    { seq: 1, speaker: 'interviewer', text: 'Walk me through the project.' },
    { seq: 2, speaker: 'candidate', text: LONG_ANSWER },
    { seq: 3, speaker: 'interviewer', text: 'How do two instances not match the same record?' },
    { seq: 4, speaker: 'candidate', text: LONG_ANSWER.replace('We moved', 'Then we moved') },
  ],
  newTurns: [
    { seq: 3, speaker: 'interviewer', text: 'How do two instances not match the same record?' },
    { seq: 4, speaker: 'candidate', text: LONG_ANSWER.replace('We moved', 'Then we moved') },
  ],
  askedQuestions: [
    ...Array.from({ length: 14 }, (_, i) => `Proposed question number ${i + 1}?`),
    'Walk me through the project.',
    'How do two instances not match the same record?',
  ],
  sections: [
    {
      id: '1.1',
      title: 'Explains trade-offs',
      parentTitle: 'Technical depth',
      content: 'A long draft '.repeat(40),
    },
  ],
  styleExamples: [],
  ...overrides,
});

describe('live pass prompt', () => {
  it('sends new turns whole and only the start of the earlier turns of the window', () => {
    const { prompt } = liveTurnPrompt(input());
    expect(prompt).toContain(
      `[4] Candidate (new): ${LONG_ANSWER.replace('We moved', 'Then we moved').trim()}`,
    );
    expect(prompt).toContain('[2] Candidate: We moved reconciliation');
    expect(prompt).not.toContain(`[2] Candidate: ${LONG_ANSWER.trim()}`);
  });

  it('lists the latest proposed questions once, and sections by title without their drafts', () => {
    const { prompt } = liveTurnPrompt(input());
    const asked = prompt.match(/<asked_questions>\n([\s\S]*?)\n<\/asked_questions>/)?.[1]?.split('\n');
    expect(asked).toEqual(Array.from({ length: 10 }, (_, i) => `Proposed question number ${i + 5}?`));
    expect(prompt.split('How do two instances not match the same record?')).toHaveLength(2);
    expect(prompt).toContain('1.1: Technical depth › Explains trade-offs');
    expect(prompt).not.toContain('A long draft');
  });
});

describe('appendToDraft', () => {
  it('adds the model’s entry under the draft, once', () => {
    expect(appendToDraft('', 'Weighs trade-offs: “partial index”.')).toBe(
      'Weighs trade-offs: “partial index”.',
    );
    expect(appendToDraft('First point.', 'Second point.')).toBe('First point.\nSecond point.');
    expect(appendToDraft('First point.\nSecond point.', 'Second point.')).toBe('First point.\nSecond point.');
  });

  it('drops the oldest entries once the draft is too long', () => {
    const entries = Array.from({ length: 30 }, (_, i) => `Entry ${i}: ${'evidence '.repeat(8)}`.trim());
    const draft = entries.reduce(appendToDraft, '');
    expect(draft.length).toBeLessThanOrEqual(1_200);
    expect(draft.endsWith(entries[29] ?? '')).toBe(true);
    expect(draft).not.toContain('Entry 0:');
  });
});
