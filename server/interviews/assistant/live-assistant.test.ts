import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, SuggestionDto } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type LiveClient, listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

type NewSuggestion = Extract<ServerMessage, { type: 'new_suggestion' }>;
const isNewSuggestion = (m: ServerMessage): m is NewSuggestion => m.type === 'new_suggestion';
const proposed = (socket: LiveClient) =>
  socket.messages.filter(isNewSuggestion).flatMap((m) => m.data.suggestions.map((s) => s.content));

/** The live assistant with the offline engine, end to end through HTTP and the socket. */
describe('live assistant (offline engine)', () => {
  const t = useTestApp({ liveAssistant: { debounceMs: 30 } });
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  const say = (sessionId: string, speaker: 'interviewer' | 'candidate', text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/text`,
      headers: a.headers,
      payload: { text, speaker },
    });
  const suggestions = async (sessionId: string): Promise<SuggestionDto[]> =>
    (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}/suggestions`, headers: a.headers })
    ).json();
  const idle = (sessionId: string) => t.app.services.interviews.assistant.idle(sessionId);

  it('suggests questions, notes and evidence after a candidate turn', async () => {
    const { id } = await t.factories.session(a.user.id, {
      customScorecard: 'Technical depth\n- Knows the tools',
    });
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/start-processing`, headers: a.headers });
    await say(id, 'interviewer', 'Tell me about a project you are proud of.');
    await say(
      id,
      'candidate',
      'I led the migration of our billing service to PostgreSQL and cut p99 latency by 40%.',
    );
    await socket.waitFor((m) => m.type === 'new_note');
    await idle(id);
    const notes = socket.messages.filter((m) => m.type === 'new_note');
    expect(notes).toMatchObject([
      { data: { content: expect.stringContaining('I led the migration of our billing service') } },
    ]);
    const evidence = await socket.waitFor((m) => m.type === 'evaluation_updated');
    expect(JSON.stringify(evidence)).toContain('“I led the migration of our billing service to PostgreSQL');
    const follow = proposed(socket);
    expect(follow.some((c) => c.includes('PostgreSQL'))).toBe(true);
    const visible = (await suggestions(id)).filter((s) => s.status === 'suggested');
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThanOrEqual(3);
    socket.close();
  });

  it('suggests nothing before anyone speaks, nor after small talk', async () => {
    const { id } = await t.factories.session(a.user.id);
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/start-processing`, headers: a.headers });
    await idle(id);
    expect(await suggestions(id)).toEqual([]);
    await say(id, 'interviewer', 'Hi, thanks for joining. Can you hear me?');
    await say(id, 'candidate', 'Yes, loud and clear, thanks for having me.');
    await idle(id);
    expect(await suggestions(id)).toEqual([]);
  });

  it('marks a question used when the interviewer asks it and never suggests it again', async () => {
    const job = await t.factories.jobOpening(a.user.id, { title: 'Senior Backend Engineer' });
    const application = await t.factories.application(a.user.id, { jobOpeningId: job.id });
    const { id } = await t.factories.session(a.user.id, {
      candidateId: application.candidateId,
      applicationId: application.id,
    });
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/start-processing`, headers: a.headers });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${id}/agenda/agenda-2`,
      headers: a.headers,
      payload: { status: 'in-progress' },
    });
    const turn = async (speaker: 'interviewer' | 'candidate', text: string) => {
      await say(id, speaker, text);
      await idle(id);
    };
    await turn('interviewer', 'Tell me about a system you designed recently.');
    await turn(
      'candidate',
      'I designed our notification service last year: I moved delivery to a queue on Kafka and cut failed sends from 2% to 0.1%.',
    );
    await turn('interviewer', 'Why a queue rather than calling the providers directly?');
    await turn(
      'candidate',
      'Because the providers time out under load; with the queue we retry with backoff, and we handled 3 million sends on Black Friday.',
    );
    const question = (await suggestions(id)).find((s) => s.type === 'question' && s.status === 'suggested');
    if (!question) throw new Error('no question to ask');

    await say(id, 'interviewer', `Okay. ${question.content}`);
    const used = await socket.waitFor(
      (m) =>
        m.type === 'suggestion_update' &&
        m.data.suggestions.some((s) => s.id === question.id && s.status === 'used'),
    );
    expect(used).toBeDefined();
    for (const answer of [
      'We ran it on Kubernetes with a Redis cache in front, about 40 pods at peak.',
      'Mostly I wrote the data model and the API, and I reviewed every migration.',
      'We measured everything with Prometheus and Grafana dashboards, p99 under 200 ms.',
    ]) {
      await turn('candidate', answer);
      await turn('interviewer', 'I see. Go on.');
    }
    const all = proposed(socket);
    expect(all.filter((c) => c === question.content)).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
    const now = await suggestions(id);
    expect(now.filter((s) => s.status === 'suggested').length).toBeLessThanOrEqual(3);
    socket.close();
  });

  it('stops working for a session once it is closed', async () => {
    const { id } = await t.factories.session(a.user.id);
    await say(id, 'candidate', 'I designed our event pipeline on Kafka.');
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    await idle(id);
    const before = await suggestions(id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await suggestions(id)).toEqual(before);
  });
});
