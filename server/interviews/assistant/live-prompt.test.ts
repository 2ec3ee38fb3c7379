import { describe, expect, it } from 'vitest';
import { fakeGpt4o, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import { liveTurnPrompt } from './live-prompt.ts';
import type { LiveTurnInput } from './live-turn.ts';
import { LIVE_OUTPUT_TOKENS, LIVE_TEMPERATURE, modelTurn } from './model-turn.ts';
import { turn } from './testing/turns.ts';

const TURNS = [
  turn(1, 'interviewer', 'Tell me about a time a patient deteriorated on your shift.'),
  turn(
    2,
    'candidate',
    'Her NEWS2 went from 3 to 7, so I escalated to the registrar and started the sepsis pathway.',
  ),
];

const input: LiveTurnInput = {
  sessionId: 's1',
  interviewType: 'Panel interview',
  job: {
    role: 'Registered Nurse, Acute Medical Unit',
    summary: 'Our 28-bed acute medical unit admits adults from the emergency department.',
    family: 'healthcare',
    kind: 'general',
  },
  agendaItem: { id: 'a2', title: 'Patient safety and escalation', description: 'Deterioration, sepsis.' },
  agendaLeft: { titles: ['Teamwork and communication', 'Questions from the candidate'], minutesLeft: 27 },
  summary: [],
  recentTurns: TURNS,
  newTurns: TURNS.slice(1),
  askedQuestions: [],
  earlier: [],
  flaggedChunkIds: [],
  sections: [
    {
      id: '1.1',
      title: 'Recognises deterioration early and escalates appropriately',
      parentTitle: 'Clinical judgement',
      guidance: 'Early-warning scores, timely escalation, the sepsis pathway.',
      content: '',
      evidence: [],
    },
  ],
};

describe('the live prompt', () => {
  it('brings the job, the agenda still to come, the time left and each criterion’s guidance', () => {
    const { prompt } = liveTurnPrompt(input);
    expect(prompt).toContain(
      '<job>\nRegistered Nurse, Acute Medical Unit\nOur 28-bed acute medical unit admits adults from the emergency department.\n</job>',
    );
    expect(prompt).toContain(
      '<agenda_left>\nStill to come: Teamwork and communication; Questions from the candidate. About 27 min left in the plan.\n</agenda_left>',
    );
    expect(prompt).toContain(
      '1.1: Clinical judgement › Recognises deterioration early and escalates appropriately — Early-warning scores, timely escalation, the sepsis pathway.',
    );
  });

  it('lets the model return nothing, asks a reason and a turn per card, and sends no sample feedback', () => {
    const { system } = liveTurnPrompt(input);
    expect(system).toContain('returning none is right most of the time');
    expect(system).toContain('Give the reason and the turn it responds to');
    expect(system).not.toMatch(/style_examples|examples of how this recruiter writes/);
  });
});

describe('a live pass with a model', () => {
  it('asks for a short, steady answer and keeps only cards about the new turns', async () => {
    const fake = await startFakeOpenAI({ apiKey: 'k' });
    try {
      const { model, entry } = fakeGpt4o(fake);
      const card = (content: string, seq: number) => ({
        type: 'follow_up_question',
        content,
        reason: 'Builds on the answer',
        turn: seq,
      });
      fake.answer({
        content: JSON.stringify({
          suggestions: [
            card('What made you call the registrar rather than wait?', 2),
            card('A question about the first turn', 1),
          ],
          notes: [],
          sections: [],
          compliance: [],
        }),
      });
      const result = await modelTurn({ model, entry, timeoutMs: 60_000 }, input);
      expect(result.suggestions).toEqual([
        {
          type: 'follow_up_question',
          content: 'What made you call the registrar rather than wait?',
          tags: [],
        },
      ]);
      const body = fake.requests[0]?.body;
      expect(body?.max_tokens ?? body?.max_completion_tokens).toBe(LIVE_OUTPUT_TOKENS);
      expect(body?.temperature).toBe(LIVE_TEMPERATURE);
    } finally {
      await fake.close();
    }
  });
});

describe('the live prompt’s budget', () => {
  it('drops the oldest summary lines and asked questions before it grows past its budget', () => {
    const long = (n: number) =>
      `${'Candidate: I rebuilt the rota and cut agency shifts by a third. '.repeat(3)}#${n}`;
    const crowded: LiveTurnInput = {
      ...input,
      summary: Array.from({ length: 16 }, (_, n) => long(n)),
      askedQuestions: Array.from(
        { length: 10 },
        (_, n) => `${'How did you keep the handover safe on nights? '.repeat(2)}#${n}`,
      ),
    };
    const { system, prompt } = liveTurnPrompt(crowded);
    expect((system.length + prompt.length) / 4).toBeLessThanOrEqual(2_000 - 520);
    expect(prompt).toContain('#15');
    expect(prompt).not.toContain('#0\n');
    expect(prompt).toContain(TURNS[1]?.text);
  });
});
