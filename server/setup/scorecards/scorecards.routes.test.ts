import { describe, expect, it } from 'vitest';
import {
  SCORECARD_CONTENT_REQUIRED,
  SCORECARD_IN_USE,
  SCORECARD_TITLE_REQUIRED,
} from '#contracts/scorecards.ts';
import { callAs } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const base = '/api/interview-setup/scorecards';

describe('scorecard routes', () => {
  const t = useTestApp();

  const call = callAs(t);
  const itemsOf = async (who: SignedIn, id: string) =>
    (await t.app.services.scorecards.items(who.user.id, id)).map(
      ({ itemId, parentItemId, content, itemOrder }) => ({
        itemId,
        parentItemId,
        content,
        itemOrder,
      }),
    );

  it('creates a scorecard with its items, reads it back and lists it', async () => {
    const a = await t.factories.user();
    const content =
      'Technical skills\n- Writes clean code\n  Tests first\nCommunication\n* Explains trade-offs';
    const res = await call(a, 'POST', base, {
      title: '  Backend engineer  ',
      content,
      description: '',
      source: 'generated',
      generationPrompt: 'Senior backend',
      jobDescription: 'Go and PostgreSQL',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Backend engineer',
      content,
      description: null,
      source: 'generated',
      generationPrompt: 'Senior backend',
      jobDescription: 'Go and PostgreSQL',
      existingScorecardRef: null,
    });
    expect(created.updatedAt).toBe(created.createdAt);
    expect(await itemsOf(a, created.id)).toEqual([
      { itemId: '1', parentItemId: null, content: 'Technical skills', itemOrder: 0 },
      { itemId: '1.1', parentItemId: '1', content: 'Writes clean code', itemOrder: 1 },
      { itemId: '1.2', parentItemId: '1', content: 'Tests first', itemOrder: 2 },
      { itemId: '2', parentItemId: null, content: 'Communication', itemOrder: 3 },
      { itemId: '2.1', parentItemId: '2', content: 'Explains trade-offs', itemOrder: 4 },
    ]);
    const read = await call(a, 'GET', `${base}/${created.id}`);
    expect(read.json()).toEqual(created);
    const list = await call(a, 'GET', base);
    expect(list.json()).toEqual([created]);
  });

  it('lists newest first', async () => {
    const a = await t.factories.user();
    const first = await t.factories.scorecard(a.user.id, { title: 'First' });
    const second = await t.factories.scorecard(a.user.id, { title: 'Second' });
    const ids = (await call(a, 'GET', base)).json().map((s: { id: string }) => s.id);
    expect(ids).toEqual([second.id, first.id]);
  });

  it('replaces a scorecard and its items on PUT', async () => {
    const a = await t.factories.user();
    const card = await t.factories.scorecard(a.user.id);
    const res = await call(a, 'PUT', `${base}/${card.id}`, {
      title: 'Renamed',
      content: 'Culture\n- Curious',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: card.id,
      title: 'Renamed',
      content: 'Culture\n- Curious',
      source: 'manual',
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(card.updatedAt));
    expect(await itemsOf(a, card.id)).toEqual([
      { itemId: '1', parentItemId: null, content: 'Culture', itemOrder: 0 },
      { itemId: '1.1', parentItemId: '1', content: 'Curious', itemOrder: 1 },
    ]);
  });

  it.each([
    [{ content: 'x' }, SCORECARD_TITLE_REQUIRED],
    [{ title: '  ', content: 'x' }, SCORECARD_TITLE_REQUIRED],
    [{ title: 'T' }, SCORECARD_CONTENT_REQUIRED],
    [{ title: 'T', content: ' \n\t ' }, SCORECARD_CONTENT_REQUIRED],
    [{ title: 'T', content: 'x', source: 'magic' }, 'Source must be manual or generated'],
    [{ title: 'T', content: 'x', generationPrompt: 'p'.repeat(4_001) }, 'Must be at most 4000 characters'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', base, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it('deletes a scorecard with its items (204)', async () => {
    const a = await t.factories.user();
    const card = await t.factories.scorecard(a.user.id);
    const res = await call(a, 'DELETE', `${base}/${card.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(a, 'GET', `${base}/${card.id}`)).statusCode).toBe(404);
    expect((await call(a, 'DELETE', `${base}/${card.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a scorecard an interview template uses (409) and changes nothing', async () => {
    const a = await t.factories.user();
    const card = await t.factories.scorecard(a.user.id);
    const template = await t.factories.interviewTemplate(a.user.id, { scorecardId: card.id });
    const res = await call(a, 'DELETE', `${base}/${card.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: SCORECARD_IN_USE } });
    expect((await call(a, 'GET', `${base}/${card.id}`)).json()).toEqual(card);
    expect((await itemsOf(a, card.id)).length).toBe(3);
    await call(a, 'DELETE', `/api/interview-setup/templates/${template.id}`);
    expect((await call(a, 'DELETE', `${base}/${card.id}`)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const a = await t.factories.user();
    expect((await call(a, 'GET', `${base}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `${base}/not-a-uuid`)).statusCode).toBe(400);
  });
});
