import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createNotesRepository } from '../notes/notes.repository.ts';

describe('conversation', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const text = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${id}/text`, headers: a.headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: a.headers });

  it('stores trimmed text with the next seq and a generated client chunk id', async () => {
    const { id } = await t.factories.session(a.user.id);
    const res = await text(id, {
      text: '  Tell me about yourself ',
      speaker: 'Interviewer',
      duration: 5000,
      confidence: 0.95,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      seq: 1,
      speaker: 'interviewer',
      text: 'Tell me about yourself',
      speakerName: null,
      clientChunkId: expect.any(String),
    });
    const second = await text(id, { text: 'I build databases', speaker: 'candidate', speakerName: 'Ada' });
    expect(second.json()).toMatchObject({ seq: 2, speakerName: 'Ada' });
    const list = await get(`/api/sessions/${id}/conversation`);
    expect(list.json().map((c: { seq: number; text: string }) => [c.seq, c.text])).toEqual([
      [1, 'Tell me about yourself'],
      [2, 'I build databases'],
    ]);
    expect((await get(`/api/sessions/${id}`)).json().lastSeq).toBe(2);
  });

  it('refuses empty text and unknown speakers', async () => {
    const { id } = await t.factories.session(a.user.id);
    const empty = await text(id, { text: '   ', speaker: 'candidate' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Message text is empty');
    expect((await text(id, { text: 'Hi', speaker: 'narrator' })).statusCode).toBe(400);
    expect((await text(id, { text: 'x'.repeat(10_001), speaker: 'candidate' })).statusCode).toBe(400);
  });

  it('answers a retried clientChunkId with the stored chunk (200) and stores nothing', async () => {
    const { id } = await t.factories.session(a.user.id);
    const first = await text(id, { text: 'Hello', speaker: 'candidate', clientChunkId: 'k-1' });
    const retry = await text(id, { text: 'Hello', speaker: 'candidate', clientChunkId: 'k-1' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json()).toEqual(first.json());
    const reused = await text(id, { text: 'Other words', speaker: 'candidate', clientChunkId: 'k-1' });
    expect(reused.statusCode).toBe(409);
    const next = await text(id, { text: 'Next', speaker: 'candidate' });
    expect(next.json().seq).toBe(2);
    // A retry that arrives after the session was closed still gets its original answer.
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    const late = await text(id, { text: 'Hello', speaker: 'candidate', clientChunkId: 'k-1' });
    expect(late.statusCode).toBe(200);
    expect(late.json().seq).toBe(1);
  });

  it('lists notes and suggestions (empty at first)', async () => {
    const { id } = await t.factories.session(a.user.id);
    expect((await get(`/api/sessions/${id}/notes`)).json()).toEqual([]);
    expect((await get(`/api/sessions/${id}/suggestions`)).json()).toEqual([]);
    await createNotesRepository(t.database.db).insert(id, 'Led a migration to PostgreSQL', [
      'Technical depth',
    ]);
    expect((await get(`/api/sessions/${id}/notes`)).json()).toMatchObject([
      { content: 'Led a migration to PostgreSQL', tags: ['Technical depth'], timestamp: expect.any(String) },
    ]);
  });
});
