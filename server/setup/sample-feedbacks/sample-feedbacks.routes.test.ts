import { describe, expect, it } from 'vitest';
import {
  SAMPLE_FEEDBACK_CONTENT_REQUIRED,
  SAMPLE_FEEDBACK_TITLE_REQUIRED,
} from '#contracts/sample-feedbacks.ts';
import { callAs } from '#server/test/call-as.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const base = '/api/sample-feedbacks';

describe('sample feedback routes', () => {
  const t = useTestApp();

  const call = callAs(t);

  it('creates, reads, lists, updates and deletes a sample feedback', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', base, {
      title: ' Strong hire ',
      content: 'Explained the trade-offs clearly.',
      category: 'communication',
      tags: [' clarity ', 'senior', 'clarity'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Strong hire',
      category: 'communication',
      tags: ['clarity', 'senior'],
    });
    expect((await call(a, 'GET', `${base}/${created.id}`)).json()).toEqual(created);
    expect((await call(a, 'GET', base)).json()).toEqual([created]);

    const updated = await call(a, 'PUT', `${base}/${created.id}`, {
      title: 'Hire',
      content: 'Solid.',
      tags: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'Hire', category: 'general', tags: [] });

    expect((await call(a, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it.each([
    [{ content: 'x' }, SAMPLE_FEEDBACK_TITLE_REQUIRED],
    [{ title: 'T', content: ' ' }, SAMPLE_FEEDBACK_CONTENT_REQUIRED],
    [
      { title: 'T', content: 'x', category: 'other' },
      'Category must be one of technical, behavioral, communication, general',
    ],
    [{ title: 'T', content: 'x', tags: ['ok', '  '] }, 'Tags cannot be empty'],
    [{ title: 'T', content: 'x', tags: ['x'.repeat(51)] }, 'Each tag must be at most 50 characters'],
    [{ title: 'T', content: 'x', tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'At most 30 tags'],
    [{ title: 'T', content: 'x', tags: 'one,two' }, 'Invalid input: expected array, received string'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', base, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it('answers 404 when updating or deleting an unknown sample feedback', async () => {
    const a = await t.factories.user();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(a, 'PUT', `${base}/${id}`, { title: 'T', content: 'x' })).statusCode).toBe(404);
    expect((await call(a, 'DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });
});
