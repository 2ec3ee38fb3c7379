import { describe, expect, it } from 'vitest';
import { fakeGpt4o, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import { liveTurnPrompt } from './live-prompt.ts';
import type { LiveTurnInput } from './live-turn.ts';
import { modelTurn } from './model-turn.ts';

const LONG_ANSWER = `We moved reconciliation from a nightly batch to continuous matching. ${'The matcher keeps open items in PostgreSQL and locks both sides of a match. '.repeat(6)}`;

const TURNS: LiveTurnInput['recentTurns'] = [
  {
    seq: 1,
    speaker: 'interviewer',
    text: 'Walk me through the project.',
    chunkId: 'c1',
    timestamp: '2026-01-01T10:01:00.000Z',
  },
  { seq: 2, speaker: 'candidate', text: LONG_ANSWER, chunkId: 'c2', timestamp: '2026-01-01T10:02:00.000Z' },
  {
    seq: 3,
    speaker: 'interviewer',
    text: 'How do two instances not match the same record?',
    chunkId: 'c3',
    timestamp: '2026-01-01T10:03:00.000Z',
  },
  {
    seq: 4,
    speaker: 'candidate',
    text: LONG_ANSWER.replace('We moved', 'Then we moved'),
    chunkId: 'c4',
    timestamp: '2026-01-01T10:04:00.000Z',
  },
];

const input = (overrides: Partial<LiveTurnInput> = {}): LiveTurnInput => ({
  sessionId: 's1',
  interviewType: 'Backend interview',
  job: {
    role: 'Senior Backend Engineer',
    summary: 'You will build and run the services behind our payment ledger.',
    family: 'engineering',
    kind: 'general',
  },
  agendaItem: { id: 'a1', title: 'Project deep dive', description: null },
  agendaLeft: { titles: ['Operations and on-call', 'Candidate questions'], minutesLeft: 22 },
  summary: ['Asked: What does your team own?'],
  recentTurns: TURNS,
  newTurns: TURNS.slice(2),
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
      guidance: 'Names the options considered and why one won; costs in operations count.',
      content: 'A long draft '.repeat(40),
      evidence: [],
    },
  ],
  earlier: [],
  flaggedChunkIds: [],
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
    expect(asked).toEqual(Array.from({ length: 6 }, (_, i) => `Proposed question number ${i + 9}?`));
    expect(prompt.split('How do two instances not match the same record?')).toHaveLength(2);
    expect(prompt).toContain(
      '1.1: Technical depth › Explains trade-offs — Names the options considered and why one won; costs in operations count.',
    );
    expect(prompt).not.toContain('A long draft');
  });
});

describe('the compliance field of a live pass', () => {
  it('asks the model for it, and keeps only what it reports on new interviewer turns', async () => {
    const fake = await startFakeOpenAI({ apiKey: 'k' });
    try {
      const { model, entry } = fakeGpt4o(fake);
      const answer = {
        suggestions: [],
        notes: [],
        sections: [],
        compliance: [
          { turn: 3, category: 'age', rewording: ' What experience prepared you for this role? ' },
          { turn: 4, category: 'children', rewording: 'Not an interviewer turn' },
          { turn: 1, category: 'religion', rewording: 'Not a new turn' },
        ],
      };
      fake.answer({ content: JSON.stringify(answer) });
      const result = await modelTurn({ model, entry, timeoutMs: 5_000 }, input());
      expect(result.compliance).toEqual([
        { seq: 3, category: 'age', rewording: 'What experience prepared you for this role?' },
      ]);
      expect(JSON.stringify(fake.requests[0]?.body)).toContain('protected topic');
    } finally {
      await fake.close();
    }
  });
});
