import { describe, expect, it } from 'vitest';
import { callAs } from '#server/test/call-as.ts';
import { candidateAndOpening } from '#server/test/pipeline-setup.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('changing applications (PUT and PATCH)', () => {
  const t = useTestApp();

  const call = callAs(t);
  const setup = () => candidateAndOpening(t);

  it('replaces an application with PUT; an empty date keeps the stored one', async () => {
    const { who, job, candidate } = await setup();
    const app = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      source: 'LinkedIn',
      applicationDate: '2024-01-01T00:00:00Z',
    });
    const otherJob = await t.factories.jobOpening(who.user.id, { title: 'Designer' });
    const res = await call(who, 'PUT', `/api/applications/${app.id}`, {
      candidateId: candidate.id,
      jobOpeningId: otherJob.id,
      status: 'offer',
      applicationDate: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      jobTitle: 'Designer',
      status: 'offer',
      source: null,
      applicationDate: '2024-01-01T00:00:00.000Z',
    });
  });

  it('changes only what PATCH sends, e.g. the status from the table', async () => {
    const { who, job, candidate } = await setup();
    const app = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      source: 'LinkedIn',
      notes: 'Strong',
    });
    const res = await call(who, 'PATCH', `/api/applications/${app.id}`, { status: 'interviewing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'interviewing', source: 'LinkedIn', notes: 'Strong' });
    const cleared = await call(who, 'PATCH', `/api/applications/${app.id}`, { source: '' });
    expect(cleared.json()).toMatchObject({ status: 'interviewing', source: null, notes: 'Strong' });
    const empty = await call(who, 'PATCH', `/api/applications/${app.id}`, { userId: MISSING });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nothing to change');
    const bad = await call(who, 'PATCH', `/api/applications/${app.id}`, { status: 'ghosted' });
    expect(bad.statusCode).toBe(400);
    const foreignRef = await call(who, 'PATCH', `/api/applications/${app.id}`, {
      jobOpeningId: MISSING,
      status: 'hired',
    });
    expect(foreignRef.json().error.message).toBe('Job opening not found');
    expect((await call(who, 'GET', `/api/applications/${app.id}`)).json().status).toBe('interviewing');
    const gone = await call(who, 'PATCH', `/api/applications/${MISSING}`, { status: 'hired' });
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Application not found' } });
  });

  it.each([
    [{ jobOpeningId: MISSING }, 'Please select a candidate'],
    [{ candidateId: MISSING }, 'Please select a job opening'],
    [
      { candidateId: MISSING, jobOpeningId: MISSING, applicationDate: '31/31/2024' },
      'Please enter a valid application date',
    ],
  ])('refuses PUT %j with "%s" and changes nothing', async (payload, message) => {
    const { who, job, candidate } = await setup();
    const app = await t.factories.application(who.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
    });
    const res = await call(who, 'PUT', `/api/applications/${app.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await call(who, 'GET', `/api/applications/${app.id}`)).json()).toEqual(app);
  });
});
