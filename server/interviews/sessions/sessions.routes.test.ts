import { beforeAll, describe, expect, it } from 'vitest';
import { meetingNumber } from '#server/integrations/zoom/webhooks/testing/signed-webhook.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('interview sessions', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, payload });

  it('creates a session from a template, copying its agenda and scorecard into the session', async () => {
    const application = await t.factories.application(a.user.id);
    const template = await t.factories.interviewTemplate(a.user.id);
    // A number no other user's session links: a linked meeting is one interviewer's (409 otherwise).
    const zoomNumber = String(meetingNumber());
    const res = await call('POST', '/api/sessions', {
      candidateId: application.candidateId,
      applicationId: application.id,
      interviewTemplateId: template.id,
      meetingUrl: `https://us02web.zoom.us/j/${zoomNumber}?pwd=abc`,
      participantMappings: { ' Ada ': 'CANDIDATE', Ada: 'INTERVIEWER', '': 'CANDIDATE', Bob: 'INTERVIEWER' },
    });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      status: 'active',
      position: application.jobTitle,
      candidateName: `${application.candidateFirstName} ${application.candidateLastName}`,
      videoProvider: 'zoom',
      zoomMeetingId: zoomNumber,
      meetingId: null,
      participantMappings: { Ada: 'CANDIDATE', Bob: 'INTERVIEWER' },
      scorecardId: template.scorecardId,
      agendaId: template.agendaId,
      progressPercentage: 0,
      lastSeq: 0,
      aiModel: 'offline',
      audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' },
    });
    expect(session.agenda.map((i: { title: string; duration: number }) => [i.title, i.duration])).toEqual([
      ['Introductions', 5],
      ['Coding exercise', 30],
      ['Questions', 10],
    ]);
    const evaluation = (await call('GET', `/api/sessions/${session.id}/evaluation`)).json();
    expect(evaluation.evaluationData.sections).toMatchObject([
      {
        title: 'Problem solving',
        content: '',
        children: [{ title: 'Breaks the problem down' }, { title: 'Tests their solution' }],
      },
    ]);

    // Editing the template afterwards leaves the interview as it was.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/interview-setup/agendas/${template.agendaId}`,
      headers: a.headers,
      payload: { title: 'Changed', content: '- Something else (20 min)' },
    });
    expect(edit.statusCode).toBe(200);
    const again = (await call('GET', `/api/sessions/${session.id}`)).json();
    expect(again.agenda.map((i: { title: string }) => i.title)).toEqual([
      'Introductions',
      'Coding exercise',
      'Questions',
    ]);
  });

  it('takes the agenda items of the payload as a tree, and a custom scorecard', async () => {
    const session = await t.factories.session(a.user.id);
    expect(session.agenda).toMatchObject([
      { id: 'agenda-1', title: 'Introductions', status: 'pending', duration: 5, children: [] },
      { id: 'agenda-2', children: [{ id: 'agenda-2a', title: 'Scaling the read path' }] },
      { id: 'agenda-3' },
    ]);
    const sections = (await call('GET', `/api/sessions/${session.id}/evaluation`)).json().evaluationData
      .sections;
    expect(sections.map((s: { title: string; children: unknown[] }) => [s.title, s.children.length])).toEqual(
      [
        ['Technical depth', 2],
        ['Communication', 1],
      ],
    );
  });

  it('derives the Google Meet code from the link', async () => {
    const candidate = await t.factories.candidate(a.user.id);
    const res = await call('POST', '/api/sessions', {
      candidateId: candidate.id,
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(res.json()).toMatchObject({
      videoProvider: 'google_meet',
      meetingId: 'abc-defg-hij',
      zoomMeetingId: null,
    });
    const found = await call('GET', '/api/sessions/by-meeting/abc-defg-hij');
    expect(found.json()).toMatchObject({ id: res.json().id, agenda: [], progressPercentage: 0 });
    expect((await call('GET', '/api/sessions/by-meeting/zzz-zzzz-zzz')).statusCode).toBe(404);
  });

  it('refuses invalid payloads with the spec messages', async () => {
    const candidate = await t.factories.candidate(a.user.id);
    const noCandidate = await call('POST', '/api/sessions', {});
    expect(noCandidate.statusCode).toBe(400);
    expect(noCandidate.json().error.message).toBe('Please select a candidate or create a new one');
    const badUrl = await call('POST', '/api/sessions', {
      candidateId: candidate.id,
      meetingUrl: 'https://example.com/j/1',
    });
    expect(badUrl.json().error.message).toBe('Please enter a valid Zoom or Google Meet URL');
    const unknownCandidate = await call('POST', '/api/sessions', {
      candidateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCandidate.statusCode).toBe(404);
    const other = await t.factories.application(a.user.id);
    const mismatch = await call('POST', '/api/sessions', {
      candidateId: candidate.id,
      applicationId: other.id,
    });
    expect(mismatch.statusCode).toBe(400);
    const badModel = await call('POST', '/api/sessions', { candidateId: candidate.id, aiModel: 'gpt-99' });
    expect(badModel.statusCode).toBe(400);
  });

  it('lists sessions newest first with name, position, status, times and progress', async () => {
    const user = await t.factories.user();
    const first = await t.factories.session(user.user.id);
    const second = await t.factories.session(user.user.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: user.headers });
    expect(res.json().map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(res.json()[0]).toEqual({
      id: second.id,
      candidateId: second.candidateId,
      applicationId: null,
      candidateName: second.candidateName,
      position: '',
      status: 'active',
      startTime: second.startTime,
      endTime: null,
      progressPercentage: 0,
    });
  });

  it('updates meeting id, audio mappings and model; refuses unknown models', async () => {
    const { id } = await t.factories.session(a.user.id);
    const res = await call('PATCH', `/api/sessions/${id}`, {
      meetingId: ' abc-defg-hij ',
      audioSourceMappings: { mic: 'candidate', speaker: 'interviewer' },
      aiModel: 'offline',
    });
    expect(res.json()).toMatchObject({
      meetingId: 'abc-defg-hij',
      audioSourceMappings: { mic: 'candidate', speaker: 'interviewer' },
    });
    expect((await call('PATCH', `/api/sessions/${id}`, { aiModel: 'no-such-model' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/sessions/${id}`, {})).statusCode).toBe(400);
    const zoom = await call('PATCH', `/api/sessions/${id}/zoom-meeting`, { zoomMeetingId: ' 123 456 ' });
    expect(zoom.json().zoomMeetingId).toBe('123 456');
    const cleared = await call('PATCH', `/api/sessions/${id}/zoom-meeting`, { zoomMeetingId: '  ' });
    expect(cleared.json().zoomMeetingId).toBeNull();
    const people = await call('PUT', `/api/sessions/${id}/participant-mappings`, {
      participantMappings: { ' Grace ': 'INTERVIEWER', Linus: 'CANDIDATE' },
    });
    expect(people.json().participantMappings).toEqual({ Grace: 'INTERVIEWER', Linus: 'CANDIDATE' });
    const wrongRole = await call('PUT', `/api/sessions/${id}/participant-mappings`, {
      participantMappings: { X: 'BOSS' },
    });
    expect(wrongRole.statusCode).toBe(400);
  });

  it('moves agenda items and recomputes progress', async () => {
    const { id } = await t.factories.session(a.user.id);
    const started = await call('PATCH', `/api/sessions/${id}/agenda/agenda-1`, { status: 'in-progress' });
    expect(started.json().progressPercentage).toBe(0);
    const done = await call('PATCH', `/api/sessions/${id}/agenda/agenda-1`, { status: 'completed' });
    expect(done.json().progressPercentage).toBe(25);
    expect(done.json().items[0]).toMatchObject({ id: 'agenda-1', status: 'completed' });
    expect((await call('GET', `/api/sessions/${id}`)).json().progressPercentage).toBe(25);
    expect((await call('PATCH', `/api/sessions/${id}/agenda/nope`, { status: 'completed' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/api/sessions/${id}/agenda/agenda-2`, { status: 'done' })).statusCode).toBe(
      400,
    );
  });

  it('closes a session (idempotently) and then refuses new chunks', async () => {
    const { id } = await t.factories.session(a.user.id);
    expect((await call('POST', `/api/sessions/${id}/start-processing`)).json()).toEqual({
      status: 'processing',
    });
    const closed = await call('POST', `/api/sessions/${id}/close`);
    expect(closed.json()).toMatchObject({ status: 'completed', endTime: expect.any(String), lastSeq: 1 });
    const again = await call('POST', `/api/sessions/${id}/close`);
    expect(again.json()).toMatchObject({ status: 'completed', endTime: closed.json().endTime, lastSeq: 1 });
    const text = await call('POST', `/api/sessions/${id}/text`, { text: 'Hello', speaker: 'interviewer' });
    expect(text.statusCode).toBe(409);
    expect(text.json().error.message).toBe('This interview session is closed');
    expect((await call('POST', `/api/sessions/${id}/start-processing`)).json()).toEqual({
      status: 'completed',
    });
  });

  it('closes through PATCH status completed as well', async () => {
    const { id } = await t.factories.session(a.user.id);
    const res = await call('PATCH', `/api/sessions/${id}`, { status: 'completed' });
    expect(res.json()).toMatchObject({ status: 'completed', endTime: expect.any(String) });
  });

  it('deletes a session with its conversation, suggestions and notes', async () => {
    const { id } = await t.factories.session(a.user.id);
    await call('POST', `/api/sessions/${id}/text`, { text: 'Hello', speaker: 'interviewer' });
    expect((await call('DELETE', `/api/sessions/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/sessions/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/sessions/${id}/conversation`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sessions/${id}`)).statusCode).toBe(404);
  });

  it('detects the video provider of a meeting link', async () => {
    const detect = async (meetingUrl: string) =>
      (await call('POST', '/api/video-providers/detect', { meetingUrl })).json();
    expect(await detect('https://zoom.us/j/123456789')).toEqual({ provider: 'zoom', meetingId: '123456789' });
    expect(await detect('https://meet.google.com/abc-defg-hij?authuser=0')).toEqual({
      provider: 'google_meet',
      meetingId: 'abc-defg-hij',
    });
    expect(await detect('https://meet.google.com/ABC-defg-hij')).toEqual({ provider: null, meetingId: null });
    expect(await detect('http://zoom.us/j/1')).toEqual({ provider: null, meetingId: null });
  });
});
