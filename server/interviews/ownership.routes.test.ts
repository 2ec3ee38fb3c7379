import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, type Method } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createSuggestionsRepository } from './suggestions/suggestions.repository.ts';

/** shared/security-and-reliability.md S1/S2: B never reads, changes or builds on A's interviews. */
describe('interview session ownership', () => {
  const t = useTestApp();
  let a: SignedIn;
  let b: SignedIn;
  let ids: {
    session: string;
    suggestion: string;
    candidate: string;
    application: string;
    template: string;
    scorecard: string;
    agenda: string;
    ownCandidate: string;
  };
  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
    const application = await t.factories.application(a.user.id);
    const template = await t.factories.interviewTemplate(a.user.id);
    const session = await t.factories.session(a.user.id, {
      candidateId: application.candidateId,
      meetingUrl: 'https://meet.google.com/own-ersh-ipx',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/text`,
      headers: a.headers,
      payload: { text: 'Hello', speaker: 'interviewer' },
    });
    await t.app.services.interviews.assistant.idle(session.id);
    const [suggestion] = await createSuggestionsRepository(t.database.db).insertMany(session.id, [
      { content: 'Why this role?', type: 'question' },
    ]);
    if (!suggestion) throw new Error('seed failed');
    ids = {
      session: session.id,
      suggestion: suggestion.id,
      candidate: application.candidateId,
      application: application.id,
      template: template.id,
      scorecard: template.scorecardId,
      agenda: template.agendaId,
      ownCandidate: (await t.factories.candidate(b.user.id)).id,
    };
    before = await snapshot();
  });

  let before: string[];
  const snapshot = async () => {
    const s = `/api/sessions/${ids.session}`;
    const paths = [s, `${s}/conversation`, `${s}/suggestions`, `${s}/notes`, `${s}/evaluation`];
    return Promise.all(paths.map(async (path) => (await as(a, 'GET', path)).body));
  };

  const as = callAs(t);

  const attempts = (): [Method, string, object | undefined][] => {
    const s = `/api/sessions/${ids.session}`;
    const g = `/api/suggestions/${ids.suggestion}`;
    return [
      ['GET', s, undefined],
      ['GET', '/api/sessions/by-meeting/own-ersh-ipx', undefined],
      ['PATCH', s, { meetingId: 'taken' }],
      ['PATCH', s, { status: 'completed' }],
      ['PATCH', `${s}/agenda/agenda-1`, { status: 'completed' }],
      ['PATCH', `${s}/zoom-meeting`, { zoomMeetingId: '1' }],
      ['PUT', `${s}/participant-mappings`, { participantMappings: { X: 'CANDIDATE' } }],
      ['POST', `${s}/start-processing`, undefined],
      ['POST', `${s}/text`, { text: 'Injected', speaker: 'candidate' }],
      ['GET', `${s}/conversation`, undefined],
      ['GET', `${s}/suggestions`, undefined],
      ['GET', `${s}/notes`, undefined],
      ['GET', `${s}/evaluation`, undefined],
      ['POST', `${s}/evaluation/initialize`, { scorecardId: ids.scorecard }],
      ['PATCH', `${s}/evaluation/sections/section-1`, { content: 'x' }],
      ['PATCH', `${g}/status`, { status: 'dismissed', reason: 'manual_dismiss' }],
      ['POST', `${g}/pin`, undefined],
      ['POST', `${g}/unpin`, undefined],
      ['POST', `${g}/accept`, undefined],
      ['DELETE', `${g}?reason=auto_match`, undefined],
      ['POST', `${s}/close`, undefined],
      ['DELETE', s, undefined],
      ['POST', '/api/sessions', { candidateId: ids.candidate }],
      ['POST', '/api/sessions', { candidateId: ids.ownCandidate, applicationId: ids.application }],
      ['POST', '/api/sessions', { candidateId: ids.candidate, interviewTemplateId: ids.template }],
      ['POST', '/api/sessions', { candidateId: ids.candidate, scorecardId: ids.scorecard }],
      ['POST', '/api/sessions', { candidateId: ids.candidate, agendaId: ids.agenda }],
    ];
  };

  it("answers 404 to every call on A's sessions and suggestions, exactly like an unknown id", async () => {
    const answers: string[] = [];
    for (const [method, url, payload] of attempts()) {
      const res = await as(b, method, url, payload);
      answers.push(`${method} ${url} → ${res.statusCode} ${res.json().error?.code}`);
    }
    expect(answers.filter((line) => !line.endsWith('→ 404 not_found'))).toEqual([]);
  });

  it("leaves A's rows as they were and keeps them out of B's list", async () => {
    await t.app.services.interviews.assistant.idle(ids.session);
    expect(await snapshot()).toEqual(before);
    const session = JSON.parse(before[0] ?? '{}');
    expect(session).toMatchObject({ status: 'active', meetingId: 'own-ersh-ipx', zoomMeetingId: null });
    expect((await as(b, 'GET', '/api/sessions')).json()).toEqual([]);
  });
});
