import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('live evaluation', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, payload });

  it('is empty for a session without a scorecard, and initializes from one', async () => {
    const candidate = await t.factories.candidate(a.user.id);
    const created = await call('POST', '/api/sessions', { candidateId: candidate.id });
    const id = created.json().id;
    expect((await call('GET', `/api/sessions/${id}/evaluation`)).json()).toEqual({
      evaluationData: { sections: [] },
    });
    const scorecard = await t.factories.scorecard(a.user.id);
    const init = await call('POST', `/api/sessions/${id}/evaluation/initialize`, {
      scorecardId: scorecard.id,
    });
    expect(init.json().evaluationData.sections).toMatchObject([
      {
        id: '1',
        title: 'Problem solving',
        content: '',
        editedByUser: false,
        children: [{ id: '1.1' }, { id: '1.2' }],
      },
    ]);
    expect((await call('GET', `/api/sessions/${id}`)).json().scorecardId).toBe(scorecard.id);
    // A second initialize keeps what is there.
    const other = await t.factories.scorecard(a.user.id, { content: 'Culture\n- Values' });
    const again = await call('POST', `/api/sessions/${id}/evaluation/initialize`, { scorecardId: other.id });
    expect(again.json().evaluationData.sections[0].title).toBe('Problem solving');
    const foreign = await t.factories.scorecard((await t.factories.user()).user.id);
    expect(
      (await call('POST', `/api/sessions/${id}/evaluation/initialize`, { scorecardId: foreign.id }))
        .statusCode,
    ).toBe(404);
  });

  it("writes a person's section text, marks it edited and publishes evaluation_updated", async () => {
    const session = await t.factories.session(a.user.id);
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: session.id });
    const sections = (await call('GET', `/api/sessions/${session.id}/evaluation`)).json().evaluationData
      .sections;
    const child = sections[0].children[0].id;
    const res = await call('PATCH', `/api/sessions/${session.id}/evaluation/sections/${child}`, {
      content: 'Weighed consistency against latency.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluationData.sections[0].children[0]).toMatchObject({
      content: 'Weighed consistency against latency.',
      editedByUser: true,
    });
    const event = await socket.waitFor((m) => m.type === 'evaluation_updated');
    expect(event).toMatchObject({ seq: 1, data: { changedSectionIds: [child] } });
    const missing = await call('PATCH', `/api/sessions/${session.id}/evaluation/sections/nope`, {
      content: 'x',
    });
    expect(missing.statusCode).toBe(404);

    // The assistant's drafts skip a section a person wrote.
    const written = await t.app.services.interviews.evaluation.draftSections(session.id, [
      { id: child, content: 'Draft' },
      { id: sections[1].id, content: 'Clear, structured answers.' },
    ]);
    expect(written).toEqual([sections[1].id]);
    socket.close();
  });
});
