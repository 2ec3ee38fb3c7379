import { describe, expect, it } from 'vitest';
import {
  AGENDA_CONTENT_REQUIRED,
  AGENDA_IN_USE,
  AGENDA_MAX_BELOW_MIN,
  AGENDA_MAX_TOO_SMALL,
  AGENDA_MIN_TOO_SMALL,
} from '#contracts/agendas.ts';
import { callAs } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const base = '/api/interview-setup/agendas';

describe('agenda routes', () => {
  const t = useTestApp();

  const call = callAs(t);
  const itemsOf = async (who: SignedIn, id: string) =>
    (await t.app.services.agendas.items(who.user.id, id)).map((i) => [
      i.itemId,
      i.parentItemId,
      i.content,
      i.duration,
    ]);

  it('creates an agenda with defaults 30–60 minutes and timed items', async () => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', base, {
      title: 'Onsite',
      content: '- Introductions (5 min)\n- System design — 30 minutes\n- Questions',
    });
    expect(res.statusCode).toBe(201);
    const agenda = res.json();
    expect(agenda).toMatchObject({
      title: 'Onsite',
      source: 'manual',
      selectedScorecardId: null,
      timeRangeMin: 30,
      timeRangeMax: 60,
      description: null,
    });
    expect(await itemsOf(a, agenda.id)).toEqual([
      ['1', null, 'Introductions', 5],
      ['2', null, 'System design', 30],
      ['3', null, 'Questions', 15],
    ]);
    expect((await call(a, 'GET', `${base}/${agenda.id}`)).json()).toEqual(agenda);
    expect((await call(a, 'GET', base)).json()).toEqual([agenda]);
  });

  it('stores generated JSON content as items, descriptions as untimed children', async () => {
    const a = await t.factories.user();
    const card = await t.factories.scorecard(a.user.id);
    const content = JSON.stringify([
      { title: 'Warm-up', duration: 10, description: 'Background and motivation' },
      { title: 'Coding', duration: 35 },
    ]);
    const res = await call(a, 'POST', base, {
      title: 'Generated',
      content,
      source: 'generated',
      selectedScorecardId: card.id,
      timeRangeMin: 45,
      timeRangeMax: 45,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ selectedScorecardId: card.id, timeRangeMin: 45, timeRangeMax: 45 });
    expect(await itemsOf(a, res.json().id)).toEqual([
      ['1', null, 'Warm-up', 10],
      ['1.1', '1', 'Background and motivation', 0],
      ['2', null, 'Coding', 35],
    ]);
  });

  it('replaces an agenda and its items on PUT', async () => {
    const a = await t.factories.user();
    const agenda = await t.factories.agenda(a.user.id);
    const res = await call(a, 'PUT', `${base}/${agenda.id}`, {
      title: 'Shorter',
      content: 'Chat (20 min)',
      timeRangeMin: 15,
      timeRangeMax: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agenda.id, title: 'Shorter', timeRangeMin: 15, timeRangeMax: 20 });
    expect(await itemsOf(a, agenda.id)).toEqual([['1', null, 'Chat', 20]]);
  });

  it.each([
    [{ title: 'T' }, 'content', AGENDA_CONTENT_REQUIRED],
    [{ title: 'T', content: '   ' }, 'content', AGENDA_CONTENT_REQUIRED],
    [{ title: 'T', content: 'x', timeRangeMin: 10 }, 'timeRangeMin', AGENDA_MIN_TOO_SMALL],
    [{ title: 'T', content: 'x', timeRangeMin: 15, timeRangeMax: 14 }, 'timeRangeMax', AGENDA_MAX_TOO_SMALL],
    [{ title: 'T', content: 'x', timeRangeMin: 45, timeRangeMax: 30 }, 'timeRangeMax', AGENDA_MAX_BELOW_MIN],
    [
      { title: 'T', content: 'x', timeRangeMin: 20.5 },
      'timeRangeMin',
      'Time must be a whole number of minutes',
    ],
  ])('refuses %j on %s with the spec message', async (payload, path, message) => {
    const a = await t.factories.user();
    const res = await call(a, 'POST', base, payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'validation_failed', message });
    expect(error.details).toContainEqual({ path, message });
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it("refuses another user's scorecard as the selected one (404) and stores nothing", async () => {
    const a = await t.factories.user();
    const b = await t.factories.user();
    const foreign = await t.factories.scorecard(b.user.id);
    const res = await call(a, 'POST', base, { title: 'T', content: 'x', selectedScorecardId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it('keeps the agenda when its selected scorecard is deleted (the link becomes null)', async () => {
    const a = await t.factories.user();
    const card = await t.factories.scorecard(a.user.id);
    const agenda = await t.factories.agenda(a.user.id, { selectedScorecardId: card.id });
    expect((await call(a, 'DELETE', `/api/interview-setup/scorecards/${card.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `${base}/${agenda.id}`)).json().selectedScorecardId).toBeNull();
  });

  it('refuses to delete an agenda an interview template uses (409) and changes nothing', async () => {
    const a = await t.factories.user();
    const agenda = await t.factories.agenda(a.user.id);
    await t.factories.interviewTemplate(a.user.id, { agendaId: agenda.id });
    const res = await call(a, 'DELETE', `${base}/${agenda.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: AGENDA_IN_USE } });
    expect((await call(a, 'GET', `${base}/${agenda.id}`)).json()).toEqual(agenda);
    expect((await itemsOf(a, agenda.id)).length).toBe(3);
  });

  it('deletes an unused agenda (204)', async () => {
    const a = await t.factories.user();
    const agenda = await t.factories.agenda(a.user.id);
    expect((await call(a, 'DELETE', `${base}/${agenda.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `${base}/${agenda.id}`)).statusCode).toBe(404);
  });
});
