import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, type Method } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const setup = '/api/interview-setup';

/** User B never reads, changes, deletes or builds on user A's interview setup; ids reveal nothing. */
describe('interview setup ownership', () => {
  const t = useTestApp();
  let a: SignedIn;
  let b: SignedIn;
  let ids: { scorecard: string; agenda: string; template: string; feedback: string };
  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
    const scorecard = await t.factories.scorecard(a.user.id);
    const agenda = await t.factories.agenda(a.user.id, { selectedScorecardId: scorecard.id });
    const template = await t.factories.interviewTemplate(a.user.id, {
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    const feedback = await t.factories.sampleFeedback(a.user.id);
    ids = { scorecard: scorecard.id, agenda: agenda.id, template: template.id, feedback: feedback.id };
  });

  const as = callAs(t);

  const attempts = (): [Method, string, object | undefined][] => [
    ['GET', `${setup}/scorecards/${ids.scorecard}`, undefined],
    ['PUT', `${setup}/scorecards/${ids.scorecard}`, { title: 'Taken', content: 'x' }],
    ['DELETE', `${setup}/scorecards/${ids.scorecard}`, undefined],
    ['GET', `${setup}/agendas/${ids.agenda}`, undefined],
    ['PUT', `${setup}/agendas/${ids.agenda}`, { title: 'Taken', content: 'x' }],
    ['DELETE', `${setup}/agendas/${ids.agenda}`, undefined],
    ['GET', `${setup}/templates/${ids.template}`, undefined],
    ['PUT', `${setup}/templates/${ids.template}`, { title: 'Taken' }],
    ['DELETE', `${setup}/templates/${ids.template}`, undefined],
    ['GET', `/api/sample-feedbacks/${ids.feedback}`, undefined],
    ['PUT', `/api/sample-feedbacks/${ids.feedback}`, { title: 'Taken', content: 'x' }],
    ['DELETE', `/api/sample-feedbacks/${ids.feedback}`, undefined],
    ['POST', `${setup}/agendas/generate`, { selectedScorecardId: ids.scorecard }],
    ['POST', `${setup}/agendas`, { title: 'T', content: 'x', selectedScorecardId: ids.scorecard }],
    [
      'PUT',
      `${setup}/agendas/${ids.agenda}`,
      { title: 'T', content: 'x', selectedScorecardId: ids.scorecard },
    ],
    ['POST', `${setup}/templates`, { title: 'T', scorecardId: ids.scorecard, agendaId: ids.agenda }],
  ];

  it("answers 404 to every call on A's records, exactly like an unknown id", async () => {
    const answers: string[] = [];
    for (const [method, url, payload] of attempts()) {
      const res = await as(b, method, url, payload);
      answers.push(`${method} ${url} → ${res.statusCode} ${res.json().error?.code}`);
    }
    expect(answers).toEqual(attempts().map(([method, url]) => `${method} ${url} → 404 not_found`));
  });

  it("leaves A's records unchanged", async () => {
    expect((await as(a, 'GET', `${setup}/scorecards/${ids.scorecard}`)).json().title).not.toBe('Taken');
    expect((await as(a, 'GET', `${setup}/agendas/${ids.agenda}`)).json().selectedScorecardId).toBe(
      ids.scorecard,
    );
    expect((await as(a, 'GET', `${setup}/templates/${ids.template}`)).json().title).not.toBe('Taken');
    expect((await as(a, 'GET', `/api/sample-feedbacks/${ids.feedback}`)).statusCode).toBe(200);
  });

  it("never shows A's records in B's lists", async () => {
    for (const url of [
      `${setup}/scorecards`,
      `${setup}/agendas`,
      `${setup}/templates`,
      '/api/sample-feedbacks',
    ]) {
      expect((await as(b, 'GET', url)).json()).toEqual([]);
      expect((await as(a, 'GET', url)).json()).toHaveLength(1);
    }
  });

  it('needs a session for every setup route', async () => {
    for (const [method, url, payload] of attempts()) {
      const res = await t.app.inject({ method, url, headers: { origin: a.headers.origin }, payload });
      expect(res.statusCode).toBe(401);
    }
  });
});
