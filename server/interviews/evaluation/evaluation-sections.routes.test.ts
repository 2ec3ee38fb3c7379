import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS_PER_SAVE_MAX } from '#contracts/evaluation.ts';
import type { Database } from '#server/db/client.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { countStatements } from '#server/test/statement-counter.ts';
import { freshTestDatabase, testDatabaseKind } from '#server/test/test-db.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

type Section = { id: string; content: string; editedByUser: boolean; children: Section[] };

const flatten = (sections: Section[]): Section[] => sections.flatMap((s) => [s, ...flatten(s.children)]);

describe('saving several evaluation sections', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const save = (sessionId: string, payload: object, headers = a.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${sessionId}/evaluation/sections`,
      headers,
      payload,
    });
  const stored = async (sessionId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/evaluation`,
      headers: a.headers,
    });
    return new Map(flatten(res.json().evaluationData.sections).map((s) => [s.id, s]));
  };
  /** A session with its scorecard's sections, and a child and a parent of them. */
  const aSession = async () => {
    const session = await t.factories.session(a.user.id);
    const sections = [...(await stored(session.id)).values()];
    const [parent, child] = [sections[0], sections[1]];
    if (!parent || !child) throw new Error('the factory scorecard has nested sections');
    return { id: session.id, parent, child, sections };
  };

  it('writes the changed sections, marks them edited and publishes one evaluation_updated', async () => {
    const session = await aSession();
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: session.id });

    const res = await save(session.id, {
      sections: [
        { id: session.parent.id, content: 'Deep on storage engines.' },
        { id: session.child.id, content: 'Weighed consistency against latency.' },
      ],
    });

    expect(res.statusCode).toBe(200);
    const answered = new Map(flatten(res.json().evaluationData.sections).map((s) => [s.id, s]));
    expect(answered.get(session.parent.id)).toMatchObject({
      content: 'Deep on storage engines.',
      editedByUser: true,
    });
    expect(answered.get(session.child.id)).toMatchObject({
      content: 'Weighed consistency against latency.',
      editedByUser: true,
    });
    const event = await socket.waitFor((m) => m.type === 'evaluation_updated');
    expect(event).toMatchObject({
      seq: 1,
      data: { changedSectionIds: [session.parent.id, session.child.id] },
    });
    expect(socket.messages.filter((m) => m.type === 'evaluation_updated')).toHaveLength(1);
    socket.close();
  });

  it('leaves a section whose text equals the stored one unwritten and not marked edited', async () => {
    const session = await aSession();
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: session.id });

    const res = await save(session.id, {
      sections: [
        { id: session.parent.id, content: session.parent.content },
        { id: session.child.id, content: 'Clear trade-offs.' },
      ],
    });

    expect(res.statusCode).toBe(200);
    const after = await stored(session.id);
    expect(after.get(session.parent.id)).toMatchObject({
      content: session.parent.content,
      editedByUser: false,
    });
    expect(after.get(session.child.id)).toMatchObject({ content: 'Clear trade-offs.', editedByUser: true });
    const event = await socket.waitFor((m) => m.type === 'evaluation_updated');
    expect(event).toMatchObject({ data: { changedSectionIds: [session.child.id] } });
    socket.close();
  });

  it('writes nothing and publishes nothing when no text changed', async () => {
    const session = await aSession();
    const socket = await openLive(await listenOnLoopback(t.app), { cookie: a.cookie, sessionId: session.id });

    const res = await save(session.id, {
      sections: session.sections.map(({ id, content }) => ({ id, content })),
    });

    expect(res.statusCode).toBe(200);
    expect(flatten(res.json().evaluationData.sections).every((s) => !s.editedByUser)).toBe(true);
    // A later write is the session's first event: the save above logged none.
    await save(session.id, { sections: [{ id: session.child.id, content: 'Now changed.' }] });
    const event = await socket.waitFor((m) => m.type === 'evaluation_updated');
    expect(event).toMatchObject({ seq: 1, data: { changedSectionIds: [session.child.id] } });
    socket.close();
  });

  it('answers 404 for an unknown section, as the single-section route does, and writes none of the batch', async () => {
    const session = await aSession();

    const res = await save(session.id, {
      sections: [
        { id: session.child.id, content: 'Would be written alone.' },
        { id: 'nope', content: 'x' },
      ],
    });
    const single = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}/evaluation/sections/nope`,
      headers: a.headers,
      payload: { content: 'x' },
    });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(single.json());
    expect((await stored(session.id)).get(session.child.id)).toMatchObject({
      content: session.child.content,
      editedByUser: false,
    });
  });

  it("answers 404 for another user's session and leaves its sections alone", async () => {
    const b = await t.factories.user();
    const foreign = await t.factories.session(b.user.id);

    const res = await save(foreign.id, { sections: [{ id: '1', content: 'Taken over.' }] });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Interview session not found' } });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${foreign.id}/evaluation`,
      headers: b.headers,
    });
    expect(flatten(theirs.json().evaluationData.sections).every((s) => !s.editedByUser)).toBe(true);
  });

  it('validates each section as the single-section route does', async () => {
    const session = await aSession();
    const single = (sectionId: string, content: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}/evaluation/sections/${sectionId}`,
        headers: a.headers,
        payload: { content },
      });
    const longId = 'x'.repeat(101);
    const longText = 'x'.repeat(10_001);

    const tooLong = await save(session.id, { sections: [{ id: session.child.id, content: longText }] });
    const idTooLong = await save(session.id, { sections: [{ id: longId, content: 'x' }] });

    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      (await single(session.child.id, longText)).json().error.message,
    );
    expect(idTooLong.statusCode).toBe(400);
    expect(idTooLong.json().error.message).toBe((await single(longId, 'x')).json().error.message);
    expect((await save(session.id, { sections: [{ id: '', content: 'x' }] })).statusCode).toBe(400);
    expect((await save(session.id, { sections: [{ id: session.child.id }] })).statusCode).toBe(400);
    expect((await stored(session.id)).get(session.child.id)?.editedByUser).toBe(false);
  });

  it('refuses an empty batch, one over the bound and a section sent twice', async () => {
    const session = await aSession();
    const many = Array.from({ length: SECTIONS_PER_SAVE_MAX + 1 }, (_, i) => ({ id: `s${i}`, content: 'x' }));
    const twice = [
      { id: session.child.id, content: 'One.' },
      { id: session.child.id, content: 'Two.' },
    ];

    const empty = await save(session.id, { sections: [] });
    const over = await save(session.id, { sections: many });
    const duplicated = await save(session.id, { sections: twice });

    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Send at least one section');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(`At most ${SECTIONS_PER_SAVE_MAX} sections per save`);
    expect(duplicated.statusCode).toBe(400);
    expect(duplicated.json().error.message).toBe('Each section may appear once');
  });
});

/** On PostgreSQL, where statements can be counted: the whole save is one BEGIN…COMMIT. */
describe.skipIf(testDatabaseKind !== 'postgres')('a save of several sections on PostgreSQL', () => {
  const counter = countStatements();
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await freshTestDatabase();
    t = await buildTestApp({ database, liveAssistant: { enabled: false } });
  });
  afterAll(async () => {
    counter.restore();
    await t?.close();
    await database?.close();
  });

  it('runs in one transaction', async () => {
    const a = await t.factories.user();
    const session = await t.factories.session(a.user.id);
    const url = `/api/sessions/${session.id}/evaluation`;
    const sections = flatten(
      (await t.app.inject({ method: 'GET', url, headers: a.headers })).json().evaluationData.sections,
    );
    counter.take();

    const res = await t.app.inject({
      method: 'PATCH',
      url: `${url}/sections`,
      headers: a.headers,
      payload: { sections: sections.map(({ id }) => ({ id, content: `About ${id}.` })) },
    });

    expect(res.statusCode).toBe(200);
    expect(counter.take()).toMatchObject({ transactions: 1, writes: 1 });
  });
});
