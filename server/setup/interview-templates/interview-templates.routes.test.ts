import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_AGENDA_REQUIRED,
  TEMPLATE_SCORECARD_REQUIRED,
  TEMPLATE_TITLE_REQUIRED,
} from '#contracts/interview-templates.ts';
import { callAs } from '#server/test/call-as.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const base = '/api/interview-setup/templates';

describe('interview template routes', () => {
  const t = useTestApp();

  const call = callAs(t);

  const setup = async () => {
    const a = await t.factories.user();
    const scorecard = await t.factories.scorecard(a.user.id, { title: 'Backend scorecard' });
    const agenda = await t.factories.agenda(a.user.id, {
      title: 'Onsite agenda',
      timeRangeMin: 45,
      timeRangeMax: 90,
    });
    return { a, scorecard, agenda };
  };

  it('creates a template and answers its detail with the scorecard and agenda nested', async () => {
    const { a, scorecard, agenda } = await setup();
    const res = await call(a, 'POST', base, {
      title: ' Backend onsite ',
      description: 'Second round',
      rubrik: '',
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Backend onsite',
      description: 'Second round',
      rubrik: null,
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    const detail = await call(a, 'GET', `${base}/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      ...created,
      scorecard: { id: scorecard.id, title: 'Backend scorecard', content: scorecard.content },
      agenda: {
        id: agenda.id,
        title: 'Onsite agenda',
        content: agenda.content,
        timeRangeMin: 45,
        timeRangeMax: 90,
      },
    });
    const list = await call(a, 'GET', base);
    expect(list.json()).toEqual([
      { ...created, scorecardTitle: 'Backend scorecard', agendaTitle: 'Onsite agenda' },
    ]);
  });

  it('changes only title, description and rubrik on PUT', async () => {
    const { a, scorecard, agenda } = await setup();
    const template = await t.factories.interviewTemplate(a.user.id, {
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    const other = await t.factories.scorecard(a.user.id);
    const res = await call(a, 'PUT', `${base}/${template.id}`, {
      title: 'Renamed',
      description: 'New description',
      rubrik: 'Hire if 3+',
      scorecardId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: template.id,
      title: 'Renamed',
      description: 'New description',
      rubrik: 'Hire if 3+',
      scorecardId: scorecard.id,
      agendaId: agenda.id,
      createdAt: template.createdAt,
    });
    expect((await call(a, 'GET', `${base}/${template.id}`)).json().scorecard.id).toBe(scorecard.id);
  });

  it.each([
    ['POST', { description: 'x' }, TEMPLATE_TITLE_REQUIRED],
    ['PUT', { title: ' ' }, TEMPLATE_TITLE_REQUIRED],
  ] as const)('%s refuses %j with "%s"', async (method, payload, message) => {
    const { a, scorecard, agenda } = await setup();
    const template = await t.factories.interviewTemplate(a.user.id, {
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    const url = method === 'POST' ? base : `${base}/${template.id}`;
    const res = await call(a, method, url, { scorecardId: scorecard.id, agendaId: agenda.id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
  });

  it('requires a scorecard and an agenda', async () => {
    const { a, scorecard } = await setup();
    const noScorecard = await call(a, 'POST', base, { title: 'T' });
    expect(noScorecard.json().error.details).toContainEqual({
      path: 'scorecardId',
      message: TEMPLATE_SCORECARD_REQUIRED,
    });
    const noAgenda = await call(a, 'POST', base, { title: 'T', scorecardId: scorecard.id });
    expect(noAgenda.json().error.message).toBe(TEMPLATE_AGENDA_REQUIRED);
  });

  it("refuses another user's scorecard or agenda (404) and stores nothing", async () => {
    const { a, scorecard, agenda } = await setup();
    const b = await t.factories.user();
    const foreignScorecard = await t.factories.scorecard(b.user.id);
    const foreignAgenda = await t.factories.agenda(b.user.id);
    const withScorecard = await call(a, 'POST', base, {
      title: 'T',
      scorecardId: foreignScorecard.id,
      agendaId: agenda.id,
    });
    expect(withScorecard.statusCode).toBe(404);
    expect(withScorecard.json().error.message).toBe('Scorecard not found');
    const withAgenda = await call(a, 'POST', base, {
      title: 'T',
      scorecardId: scorecard.id,
      agendaId: foreignAgenda.id,
    });
    expect(withAgenda.statusCode).toBe(404);
    expect(withAgenda.json().error.message).toBe('Agenda not found');
    expect((await call(a, 'GET', base)).json()).toEqual([]);
  });

  it('deletes a template (204) and leaves its scorecard and agenda', async () => {
    const { a, scorecard, agenda } = await setup();
    const template = await t.factories.interviewTemplate(a.user.id, {
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    expect((await call(a, 'DELETE', `${base}/${template.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `${base}/${template.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/interview-setup/scorecards/${scorecard.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/interview-setup/agendas/${agenda.id}`)).statusCode).toBe(200);
  });
});
