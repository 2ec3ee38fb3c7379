import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createSuggestionsRepository } from './suggestions.repository.ts';

describe('suggestions', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const seed = async (sessionId: string, contents: string[]) =>
    createSuggestionsRepository(t.database.db).insertMany(
      sessionId,
      contents.map((content) => ({ content, type: 'question' })),
    );
  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, payload });

  it('pins, unpins, dismisses and accepts, publishing each change', async () => {
    const { id } = await t.factories.session(a.user.id);
    const [one, two, three] = await seed(id, [
      'How do you scale reads?',
      'Why PostgreSQL?',
      'What about caching?',
    ]);
    if (!one || !two || !three) throw new Error('seed failed');
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: id });

    expect((await call('POST', `/api/suggestions/${one.id}/pin`)).json()).toMatchObject({ status: 'pinned' });
    expect((await call('POST', `/api/suggestions/${one.id}/pin`)).json()).toMatchObject({ status: 'pinned' });
    expect((await call('POST', `/api/suggestions/${one.id}/unpin`)).json()).toMatchObject({
      status: 'suggested',
    });
    const dismissed = await call('PATCH', `/api/suggestions/${two.id}/status`, {
      status: 'dismissed',
      reason: 'manual_dismiss',
    });
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', dismissalReason: 'manual_dismiss' });
    expect((await call('POST', `/api/suggestions/${two.id}/pin`)).statusCode).toBe(409);
    expect((await call('POST', `/api/suggestions/${three.id}/accept`)).json()).toMatchObject({
      status: 'used',
    });
    expect(
      (await call('PATCH', `/api/suggestions/${three.id}/status`, { status: 'dismissed' })).statusCode,
    ).toBe(409);
    expect((await call('PATCH', `/api/suggestions/${three.id}/status`, { status: 'stale' })).statusCode).toBe(
      400,
    );

    await socket.waitFor((m) => m.type === 'suggestion_update' && m.seq === 4);
    expect(
      socket.messages.map((m) => (m.type === 'suggestion_update' ? m.data.suggestions[0]?.status : m.type)),
    ).toEqual(['pinned', 'suggested', 'dismissed', 'used']);
    socket.close();
  });

  it('keeps an auto-matched question for history but hides it from the list', async () => {
    const { id } = await t.factories.session(a.user.id);
    const [asked, other] = await seed(id, ['Tell me about a hard bug', 'What motivates you?']);
    if (!asked || !other) throw new Error('seed failed');
    expect((await call('POST', `/api/suggestions/${asked.id}/accept`)).json().status).toBe('used');
    const removed = await call('DELETE', `/api/suggestions/${asked.id}?reason=auto_match`);
    expect(removed.json()).toMatchObject({ status: 'dismissed', dismissalReason: 'auto_match' });
    expect((await call('POST', `/api/suggestions/${asked.id}/accept`)).json().status).toBe('dismissed');
    const manual = await call('DELETE', `/api/suggestions/${other.id}`);
    expect(manual.json()).toMatchObject({ status: 'dismissed', dismissalReason: 'manual_dismiss' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/suggestions`,
      headers: a.headers,
    });
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([other.id]);
    expect((await call('DELETE', `/api/suggestions/${other.id}?reason=whatever`)).statusCode).toBe(400);
  });

  it('sends each suggestion with its tags, in the list and on the socket', async () => {
    const { id } = await t.factories.session(a.user.id);
    const [warning] = await createSuggestionsRepository(t.database.db).insertMany(id, [
      { content: 'Ask about the schedule instead', type: 'hint', tags: ['compliance', 'age'] },
    ]);
    if (!warning) throw new Error('seed failed');
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: id });
    await call('POST', `/api/suggestions/${warning.id}/pin`);
    const update = await socket.waitFor((m) => m.type === 'suggestion_update');
    expect(update.type === 'suggestion_update' && update.data.suggestions[0]?.tags).toEqual([
      'compliance',
      'age',
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/suggestions`,
      headers: a.headers,
    });
    expect(list.json()).toMatchObject([{ id: warning.id, tags: ['compliance', 'age'] }]);
    socket.close();
  });

  it('marks open questions the interviewer asks as used (spec 000 §5 matching)', async () => {
    const { id } = await t.factories.session(a.user.id);
    await seed(id, ['How would you design a rate limiter for an API?', 'What is your favourite database?']);
    const marked = await t.app.services.interviews.suggestions.markAsked(
      id,
      'So, how would you design rate limiting for a public API?',
    );
    expect(marked.map((s) => s.content)).toEqual(['How would you design a rate limiter for an API?']);
    expect(marked[0]?.status).toBe('used');
  });
});
