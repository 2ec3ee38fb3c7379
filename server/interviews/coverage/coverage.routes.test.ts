import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CandidateQuestionDto, DebriefDto } from '#contracts/coverage.ts';
import type { ConversationChunkDto, SuggestionDto } from '#contracts/realtime.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('coverage', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let other: SignedIn;
  let second: TestApp;
  beforeAll(async () => {
    [a, other] = [await t.factories.user(), await t.factories.user()];
    second = await buildTestApp({ database: t.database, liveAssistant: { enabled: false } });
  });
  afterAll(() => second?.close());

  const say = (app: TestApp['app'], id: string, speaker: string, text: string, timestamp?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/text`,
      headers: a.headers,
      payload: { text, speaker, ...(timestamp ? { timestamp } : {}) },
    });
  const get = <T>(url: string, who = a) =>
    t.app
      .inject({ method: 'GET', url, headers: who.headers })
      .then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const nudges = async (id: string) =>
    (await get<SuggestionDto[]>(`/api/sessions/${id}/suggestions`)).body.filter((s) =>
      s.tags.includes('coverage'),
    );

  it('catches the candidate’s questions, sentence by sentence, and never the interviewer’s', async () => {
    const { id } = await t.factories.session(a.user.id);
    await say(t.app, id, 'interviewer', 'What questions do you have for me?');
    const two = await say(
      t.app,
      id,
      'candidate',
      'Thanks. How is on-call organised? And who owns the roadmap?',
    );
    await say(t.app, id, 'candidate', 'That makes sense, I like that.');
    const spoken = await say(t.app, id, 'candidate', 'do engineers talk to finance directly');
    await vi.waitFor(async () => {
      const { body } = await get<CandidateQuestionDto[]>(`/api/sessions/${id}/candidate-questions`);
      expect(body.map((q) => [q.seq, q.text])).toEqual([
        [two.json().seq, 'How is on-call organised?'],
        [two.json().seq, 'And who owns the roadmap?'],
        [spoken.json().seq, 'do engineers talk to finance directly'],
      ]);
    });
    expect((await get(`/api/sessions/${id}/candidate-questions`, other)).status).toBe(404);
  });

  it('nudges once, about ten minutes before the planned end, whichever instance hears the line', async () => {
    const { id } = await t.factories.session(a.user.id);
    // 45 planned minutes (5 + 30 + 10), begun 30 minutes ago: not due yet.
    await say(t.app, id, 'interviewer', 'Shall we begin?', minutesAgo(30));
    await say(t.app, id, 'candidate', 'Yes, happy to.');
    await new Promise((r) => setTimeout(r, 100));
    expect(await nudges(id)).toEqual([]);
    // Begun 40 minutes ago: 5 minutes left.
    const { id: late } = await t.factories.session(a.user.id);
    await say(t.app, late, 'interviewer', 'Shall we begin?', minutesAgo(40));
    await say(t.app, late, 'candidate', 'Sure, I built our billing service.');
    await vi.waitFor(async () => expect(await nudges(late)).toHaveLength(1));
    const [nudge] = await nudges(late);
    expect(nudge?.status).toBe('pinned');
    expect(nudge?.content).toMatch(
      /^About 5 minutes left\. No evidence yet for: Explains trade-offs, Knows the tools, Clear answers\. Not started: Introductions, System design, Questions for us\. You could ask: “Can you tell me about a recent time you had to explain trade-offs\?”$/,
    );
    await say(second.app, late, 'candidate', 'And I run the on-call rota.');
    await say(t.app, late, 'interviewer', 'Thanks.');
    await new Promise((r) => setTimeout(r, 150));
    expect(await nudges(late)).toHaveLength(1);
  });

  it('lists only agenda items not started in the nudge, never completed ones or one whose part was done', async () => {
    const { id } = await t.factories.session(a.user.id);
    const mark = (itemId: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${id}/agenda/${itemId}`,
        headers: a.headers,
        payload: { status },
      });
    // Introductions done; of System design only its part "Scaling the read path" was run and completed.
    const steps: [string, string][] = [
      ['agenda-1', 'in-progress'],
      ['agenda-1', 'completed'],
      ['agenda-2a', 'in-progress'],
      ['agenda-2a', 'completed'],
    ];
    for (const [item, status] of steps) expect((await mark(item, status)).statusCode).toBe(200);
    await say(t.app, id, 'interviewer', 'Shall we begin?', minutesAgo(40));
    await say(t.app, id, 'candidate', 'Sure, I built our billing service.');
    await vi.waitFor(async () => expect(await nudges(id)).toHaveLength(1));
    const [nudge] = await nudges(id);
    expect(nudge?.content).toContain('Not started: Questions for us.');
    expect(nudge?.content).not.toMatch(/Introductions|System design|Scaling/);
  });

  it('drafts a debrief at close and keeps what the interviewer wrote beside it', async () => {
    const { id } = await t.factories.session(a.user.id);
    await say(t.app, id, 'interviewer', 'Tell me about your last project.', minutesAgo(20));
    await say(t.app, id, 'candidate', 'I moved our ledger to PostgreSQL. How big is the team here?');
    await say(t.app, id, 'interviewer', 'We are eight engineers and a product manager, in two squads.');
    const before = await get<DebriefDto>(`/api/sessions/${id}/debrief`);
    expect(before.body).toEqual({ draft: null, draftAt: null, content: null, editedAt: null });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    await vi.waitFor(async () =>
      expect((await get<DebriefDto>(`/api/sessions/${id}/debrief`)).body.draft).not.toBeNull(),
    );
    const { body } = await get<DebriefDto>(`/api/sessions/${id}/debrief`);
    expect(body.draft?.questions).toMatchObject([{ text: 'How big is the team here?', answered: true }]);
    expect(body.draft?.gaps.criteria).toEqual(['Explains trade-offs', 'Knows the tools', 'Clear answers']);
    expect(body.draft?.talk.estimatedLines).toBe(3);
    expect(body.draft?.text).toContain('Candidate’s questions:\n- How big is the team here?');

    const put = (content: unknown, who = a) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sessions/${id}/debrief`,
        headers: who.headers,
        payload: { content },
      });
    expect((await put('Strong on data; ask about mentoring next round.')).statusCode).toBe(200);
    await t.app.services.interviews.coverage.draftDebrief(a.user.id, id);
    const after = await get<DebriefDto>(`/api/sessions/${id}/debrief`);
    expect(after.body.content).toBe('Strong on data; ask about mentoring next round.');
    expect(after.body.draft?.text).toBe(body.draft?.text);
    expect((await put('x'.repeat(10_001))).json().error.message).toBe('Must be at most 10000 characters');
    expect((await put('Mine now', other)).statusCode).toBe(404);
  });

  it('counts spoken lines by their own durations and typed lines by their words, and says which', async () => {
    const { id } = await t.factories.session(a.user.id);
    const { addChunk } = t.app.services.interviews.conversation;
    const spoken = (speaker: 'interviewer' | 'candidate', start: number, end: number, text: string) =>
      addChunk(a.user.id, id, {
        clientChunkId: `speech:${speaker}@${start}-${end}`,
        text,
        speaker,
        durationMs: (end - start) / 32,
        spoken: true,
        timestamp: minutesAgo(5),
      });
    await spoken('interviewer', 0, 96_000, 'Tell me about the ledger.');
    await spoken('candidate', 0, 960_000, 'We moved it.');
    await say(t.app, id, 'interviewer', 'Thanks, that is clear.');
    const lines = await get<ConversationChunkDto[]>(`/api/sessions/${id}/conversation`);
    expect(lines.body.map((l) => l.durationMs)).toEqual([3_000, 30_000, null]);

    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    await vi.waitFor(async () =>
      expect((await get<DebriefDto>(`/api/sessions/${id}/debrief`)).body.draft).not.toBeNull(),
    );
    const { talk, text } = (await get<DebriefDto>(`/api/sessions/${id}/debrief`)).body.draft ?? {};
    // The typed line's four words at 150 a minute: 1.6 s.
    expect(talk).toMatchObject({
      candidateMs: 30_000,
      interviewerMs: 4_600,
      measuredLines: 2,
      estimatedLines: 1,
    });
    expect(text).toContain(
      'Talk balance: candidate 87 %, interviewer 13 % (from speech durations; typed lines estimated from words).',
    );
  });

  it('tells which criteria earlier rounds of the application evidenced and left open', async () => {
    const application = await t.factories.application(a.user.id);
    const first = await t.factories.session(a.user.id, {
      applicationId: application.id,
      candidateId: application.candidateId,
    });
    const evaluation = (
      await get<{
        evaluationData: { sections: { id: string; children: { id: string; title: string }[] }[] };
      }>(`/api/sessions/${first.id}/evaluation`)
    ).body;
    const clear = evaluation.evaluationData.sections
      .flatMap((s) => s.children)
      .find((c) => c.title === 'Clear answers');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${first.id}/evaluation/sections/${clear?.id}`,
      headers: a.headers,
      payload: { content: 'Answers were crisp and structured.' },
    });
    expect(saved.statusCode).toBe(200);
    const next = await t.factories.session(a.user.id, {
      applicationId: application.id,
      candidateId: application.candidateId,
    });
    expect(await t.app.services.interviews.coverage.earlierRounds(a.user.id, next.id)).toEqual({
      evidenced: ['Clear answers'],
      open: ['Explains trade-offs', 'Knows the tools'],
    });
  });
});
