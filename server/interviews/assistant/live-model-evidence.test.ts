import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationDto } from '#contracts/evaluation.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { type FakeOpenAI, fakeOpenAIConfig, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const ANSWER = 'I escalated to the registrar within ten minutes and started the sepsis bundle.';

/** Scorecard drafts written by a configured model keep the same evidence as the offline engine's. */
describe('live scorecard drafts with a configured model (fake OpenAI)', () => {
  let fake: FakeOpenAI;
  const t = useTestApp(async () => {
    fake = await startFakeOpenAI();
    fake.setFallback({
      content: JSON.stringify({
        suggestions: [],
        notes: [],
        sections: [
          { id: '1.1', content: 'Escalates early: “I escalated to the registrar within ten minutes”' },
          { id: '1.1', content: 'Knows the unit’s protocols: “I wrote the sepsis policy for the hospital”' },
          { id: '2.1', content: 'Speaks clearly.' },
        ],
        compliance: [],
      }),
    });
    return { liveAssistant: { debounceMs: 5 }, config: fakeOpenAIConfig(fake.url) };
  });
  afterAll(() => fake.close());
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('keeps only entries quoting what the candidate said, each with the line it was said in', async () => {
    const { id } = await t.factories.session(a.user.id, {
      customScorecard: 'Clinical judgement\n- Escalates deterioration\nCommunication\n- Clear answers',
    });
    for (const [speaker, text] of [
      ['interviewer', 'Tell me about a patient who deteriorated.'],
      ['candidate', ANSWER],
    ] as const) {
      await t.app.services.interviews.conversation.addChunk(a.user.id, id, { text, speaker });
      await t.app.services.interviews.assistant.idle(id);
    }
    const get = async <T>(url: string): Promise<T> =>
      (await t.app.inject({ method: 'GET', url, headers: a.headers })).json();
    const chunk = (await get<ConversationChunkDto[]>(`/api/sessions/${id}/conversation`)).find(
      (c) => c.text === ANSWER,
    );
    const [clinical, communication] = (await get<EvaluationDto>(`/api/sessions/${id}/evaluation`))
      .evaluationData.sections;
    const escalates = clinical?.children[0];
    expect(escalates?.content).toBe('- Escalates early: “I escalated to the registrar within ten minutes”');
    expect(escalates?.evidence).toEqual([
      expect.objectContaining({
        quote: 'I escalated to the registrar within ten minutes',
        chunkId: chunk?.id,
        seq: chunk?.seq,
        timestamp: chunk?.timestamp,
      }),
    ]);
    // A quote nobody said, and an entry quoting nothing, are not drafted.
    expect(communication?.children[0]).toMatchObject({ content: '', evidence: [] });
  });
});
