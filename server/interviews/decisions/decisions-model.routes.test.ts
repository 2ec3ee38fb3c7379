import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DECISION_GENERATION_FAILED } from '#contracts/candidate-scorecards.ts';
import { AI_MESSAGES } from '#server/assistant/ai-errors.ts';
import { chatMessages } from '#server/assistant/test/fixtures.ts';
import { useModelTestApp } from '#server/assistant/test/use-model-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { createNotesRepository } from '../notes/notes.repository.ts';

const STYLE = 'Lean yes. Evidence first, then one line on risks.';
const ANSWER = {
  recommendation: 'hire',
  decision: 'Hire. Owned the indexer rewrite and explained why streaming fit.',
  criteria: [
    { criterion: 'Technical depth › Explains trade-offs', rating: 'meets' },
    { criterion: 'Technical depth › Knows the tools', rating: 'strong' },
    { criterion: 'Communication › Clear answers', rating: 'meets' },
  ],
  evidence: [
    {
      source: 'transcript',
      excerpt: 'I led the rewrite of our search indexer in Go',
      context: 'Knows the tools',
      signal: 'strength',
    },
    {
      source: 'transcript',
      excerpt: 'Worked at Google on Borg for ten years.',
      context: '',
      signal: 'strength',
    },
  ],
};

describe('interview decisions with a configured model (fake OpenAI)', () => {
  const { t, fake } = useModelTestApp();
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
    await t.factories.sampleFeedback(a.user.id, { title: 'My style', content: STYLE });
  });
  beforeEach(() => fake().reset());

  const generate = (sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/evaluation/generate-decision`,
      headers: a.headers,
    });

  async function recordedSession() {
    const session = await t.factories.session(a.user.id);
    const say = (speaker: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/text`,
        headers: a.headers,
        payload: { text, speaker },
      });
    await say('interviewer', 'What did you build last year?');
    await say('candidate', 'I led the rewrite of our search indexer in Go and cut indexing to 40 minutes.');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}/evaluation/sections/2.1`,
      headers: a.headers,
      payload: { content: 'Structured, calm answers.' },
    });
    await createNotesRepository(t.database.db).insert(session.id, 'Prefers streaming designs.', []);
    return session;
  }

  it('sends every criterion, the evaluation, notes, transcript and sample feedbacks, and keeps only quotes that were said', async () => {
    const session = await recordedSession();
    expect(session.aiModel).toBe('gpt-4o');
    fake().answer({ content: JSON.stringify(ANSWER) });
    const res = await generate(session.id);
    expect(res.statusCode).toBe(200);

    expect(fake().requests).toHaveLength(1);
    expect(fake().requests[0]?.body).toMatchObject({
      model: 'gpt-4o',
      response_format: { type: 'json_schema', json_schema: { name: 'interview_decision' } },
    });
    const [system, user] = chatMessages(fake().requests[0]);
    expect(system?.content).toContain('Never add facts about the candidate');
    expect(user?.content).toContain(
      '## Communication › Clear answers\nWritten by the interviewer: Structured, calm answers.',
    );
    // Criteria nobody has spoken to are sent too.
    expect(user?.content).toContain('## Technical depth › Explains trade-offs\nNo evidence recorded yet.');
    expect(system?.content).toContain('insufficient_evidence');
    expect(user?.content).toContain('<notes>\n- Prefers streaming designs.\n</notes>');
    expect(user?.content).toContain('[2] Candidate: I led the rewrite of our search indexer in Go');
    expect(user?.content).toContain(`<example title="My style">\n${STYLE}\n</example>`);

    expect(res.json()).toMatchObject({
      decision: ANSWER.decision,
      recommendation: 'hire',
      model: 'gpt-4o',
      evidence: [
        {
          source: 'transcript',
          excerpt: ANSWER.evidence[0]?.excerpt,
          context: 'Knows the tools',
          at: { chunkId: expect.any(String), seq: 2, timestamp: expect.any(String) },
        },
      ],
      coverage: { assessed: 3, total: 3 },
      notice: expect.stringContaining('1 quoted piece of evidence could not be found'),
    });
    expect(res.json().criteria).toMatchObject([
      { criterion: 'Technical depth › Explains trade-offs', rating: 'meets', evidence: [] },
      { criterion: 'Technical depth › Knows the tools', rating: 'strong', basis: 'transcript' },
      { criterion: 'Communication › Clear answers', rating: 'meets', basis: 'interviewer' },
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/candidate-scorecards/${session.candidateId}`,
      headers: a.headers,
    });
    expect(detail.json().sessions[0].decision.aiDecision).toMatchObject({
      model: 'gpt-4o',
      recommendation: 'hire',
    });
  });

  it('makes a model’s call a draft only when too little of the scorecard has evidence, and holds its evidence to the rules', async () => {
    const session = await t.factories.session(a.user.id);
    for (const [speaker, text] of [
      ['interviewer', 'How old are your children?'],
      ['candidate', "I'd rather not say, I don't think that's relevant to the role."],
      ['interviewer', 'What difference did the new tooling make?'],
      ['candidate', 'We improved things quite a bit.'],
    ])
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/text`,
        headers: a.headers,
        payload: { speaker, text },
      });
    fake().answer({
      content: JSON.stringify({
        recommendation: 'no_hire',
        decision: 'No hire. Would not share personal details.',
        criteria: [{ criterion: 'Technical depth › Knows the tools', rating: 'below' }],
        evidence: [
          {
            source: 'transcript',
            excerpt: "I'd rather not say",
            context: 'Clear answers',
            signal: 'concern',
          },
          {
            source: 'transcript',
            excerpt: 'We improved things quite a bit.',
            context: 'Knows the tools',
            signal: 'strength',
          },
        ],
      }),
    });
    const draft = (await generate(session.id)).json();
    expect(draft.recommendation).toBe('insufficient_evidence');
    expect(draft.decision).toMatch(
      /^Insufficient evidence — draft only: only 1 of 3 criteria have evidence\./,
    );
    expect(draft.evidence).toEqual([
      expect.objectContaining({ excerpt: 'We improved things quite a bit.', signal: 'neutral' }),
    ]);
  });

  it('asks once more after an unusable answer, then fails with the screen’s message and stores nothing', async () => {
    const session = await recordedSession();
    fake().answer({ content: 'Hire them, they were great.' }, { content: JSON.stringify(ANSWER) });
    expect((await generate(session.id)).statusCode).toBe(200);
    expect(fake().requests).toHaveLength(2);
    expect(JSON.stringify(fake().requests[1]?.body)).toContain('Your previous answer could not be used');

    const fresh = await recordedSession();
    fake().reset();
    fake().answer({ content: '{"decision": 42}' }, { content: 'not json' });
    const res = await generate(fresh.id);
    expect(fake().requests).toHaveLength(2);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'ai_invalid_output',
        message: DECISION_GENERATION_FAILED,
        details: { reason: AI_MESSAGES.invalidOutput },
      },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/candidate-scorecards/${fresh.candidateId}`,
      headers: a.headers,
    });
    expect(detail.json().sessions[0].decision.aiDecision).toBeNull();
  });

  it('does not ask the model when nothing was recorded', async () => {
    const session = await t.factories.session(a.user.id);
    const res = await generate(session.id);
    expect(fake().requests).toHaveLength(0);
    expect(res.json()).toMatchObject({ model: 'offline', recommendation: 'insufficient_evidence' });
  });
});
