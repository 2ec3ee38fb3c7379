import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, fakeOpenAIConfig, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { recordingPass } from './testing/recording-pass.ts';

/** Small talk (never summarised) and then substance, so the window and the summary are visible. */
const TURNS: ['interviewer' | 'candidate', string][] = [
  ['interviewer', 'Thanks for joining us today, turn one.'],
  ['candidate', 'Happy to be here, turn two.'],
  ['interviewer', 'How did you scale the ingestion service?'],
  ['candidate', 'I designed the sharding scheme on PostgreSQL for 40 million users.'],
  ['interviewer', 'Nice, turn five.'],
  ['candidate', 'The connection pool broke first, turn six.'],
  ['interviewer', 'How did you notice, turn seven?'],
  ['candidate', 'Dashboards showed it, turn eight.'],
  ['interviewer', 'What would you change, turn nine?'],
  ['candidate', 'Back-pressure earlier, turn ten.'],
  ['interviewer', 'Anything else, turn eleven?'],
  ['candidate', 'Better alerts, turn twelve.'],
];
const LAST: ['interviewer' | 'candidate', string] = [
  'candidate',
  'We also wrote runbooks for on-call, turn thirteen.',
];

describe('incremental assistant context', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const add = (sessionId: string, [speaker, text]: ['interviewer' | 'candidate', string]) =>
    t.app.services.interviews.conversation.addChunk(a.user.id, sessionId, { text, speaker });

  it('sends a pass only what changed: a bounded summary, the last turns, and the new ones', async () => {
    const { id } = await t.factories.session(a.user.id);
    const { pass, sent } = recordingPass(t, { window: 8 });
    const memory = { itemStartedAt: new Map<string, number>() };
    for (const turn of TURNS) await add(id, turn);
    await pass(a.user.id, id, memory, false);
    await add(id, LAST);
    await pass(a.user.id, id, memory, false);

    const [, second] = sent;
    if (!second) throw new Error('no second pass');
    expect(second.newTurns.map((turn) => turn.text)).toEqual([LAST[1]]);
    expect(second.recentTurns).toHaveLength(8);
    const context = JSON.stringify(second);
    const present = [...TURNS, LAST].filter(([, text]) => context.includes(text));
    expect(present.length).toBeLessThanOrEqual(8 + second.summary.length);
    expect(present.length).toBeLessThan(TURNS.length + 1);
    expect(context).not.toContain('turn one');
    // What left the window survives as the summary: the question and the statement that mattered.
    expect(second.summary).toEqual([
      'Asked: How did you scale the ingestion service?',
      'Candidate: I designed the sharding scheme on PostgreSQL for 40 million users.',
    ]);
  });
});

describe('the assistant and an erased stretch (decision 053)', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('writes nothing from a pass the erase overlapped, and no later pass holds an erased line', async () => {
    const { id } = await t.factories.session(a.user.id);
    const { conversation, notes } = t.app.services.interviews;
    let eraseDuring = true;
    const { pass, sent, suggestions } = recordingPass(t, {
      meanwhile: async () => {
        if (!eraseDuring) return;
        eraseDuring = false;
        const erased = await t.app.inject({
          method: 'POST',
          url: `/api/sessions/${id}/recording/erase-last`,
          headers: a.headers,
          payload: { minutes: 5 },
        });
        expect(erased.statusCode).toBe(200);
      },
    });
    const memory = { itemStartedAt: new Map<string, number>() };
    const add = ([speaker, text]: ['interviewer' | 'candidate', string]) =>
      conversation.addChunk(a.user.id, id, { text, speaker });
    for (const turn of TURNS.slice(2, 4)) await add(turn);
    await pass(a.user.id, id, memory, false);
    expect(sent).toHaveLength(1);
    expect(await suggestions.all(id)).toEqual([]);
    expect(await notes.list(a.user.id, id)).toEqual([]);

    await add(LAST);
    await pass(a.user.id, id, memory, false);
    const after = JSON.stringify(sent[1]);
    expect(after).toContain('turn thirteen');
    expect(after).not.toContain('sharding scheme');
    expect(after).not.toContain('ingestion service');
  });
});

describe('incremental context with a configured model (fake OpenAI)', () => {
  let fake: FakeOpenAI;
  const t = useTestApp(async () => {
    fake = await startFakeOpenAI();
    fake.setFallback({
      content: JSON.stringify({
        suggestions: [
          { type: 'question', content: 'How did you load-test the shards?', reason: 'Scale', turn: 12 },
        ],
        notes: [],
        sections: [],
        compliance: [],
      }),
    });
    return { liveAssistant: { debounceMs: 150 }, config: fakeOpenAIConfig(fake.url) };
  });
  afterAll(() => fake.close());
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('does not resend the whole transcript in the second prompt', async () => {
    const { id, aiModel } = await t.factories.session(a.user.id);
    expect(aiModel).toBe('gpt-4o-mini');
    const add = ([speaker, text]: ['interviewer' | 'candidate', string]) =>
      t.app.services.interviews.conversation.addChunk(a.user.id, id, { text, speaker });
    for (const turn of TURNS) await add(turn);
    await t.app.services.interviews.assistant.idle(id);
    await add(LAST);
    await t.app.services.interviews.assistant.idle(id);

    const prompts = fake.requests.map((r) => JSON.stringify(r.body.messages));
    expect(prompts).toHaveLength(2);
    const [first, second] = prompts;
    expect(first).toContain('turn twelve');
    expect(second).toContain('turn thirteen');
    expect(second).toContain('(new)');
    expect(second).not.toContain('turn one');
    expect(second).not.toContain('turn two');
    // Only the window and the summary's lines come back, not the first pass's transcript.
    const resent = TURNS.filter(([, text]) => second?.includes(text));
    expect(resent.length).toBeLessThan(TURNS.length / 2 + 3);
    const suggestions = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/suggestions`,
      headers: a.headers,
    });
    expect(suggestions.json().map((s: { content: string }) => s.content)).toEqual([
      'How did you load-test the shards?',
    ]);
  });
});
