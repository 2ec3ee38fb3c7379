import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateScorecardDetail,
  CandidateScorecardListItem,
} from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createSessionsRepository } from '../sessions/sessions.repository.ts';

describe('candidate scorecards', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  let ids: { application: string; candidate: string; independentCandidate: string; sessions: string[] };
  beforeAll(async () => {
    [a, b] = [await t.factories.user(), await t.factories.user()];
    const company = await t.factories.company(a.user.id, { name: 'Northwind' });
    const job = await t.factories.jobOpening(a.user.id, { companyId: company.id, title: 'Backend Engineer' });
    const candidate = await t.factories.candidate(a.user.id, { firstName: 'Grace', lastName: 'Hopper' });
    const application = await t.factories.application(a.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
    });
    const onApplication = { candidateId: candidate.id, applicationId: application.id };
    const first = await t.factories.session(a.user.id, onApplication);
    const second = await t.factories.session(a.user.id, onApplication);
    const solo = await t.factories.candidate(a.user.id, { firstName: 'Alan', lastName: 'Turing' });
    const independent = await t.factories.session(a.user.id, { candidateId: solo.id });
    // The first interview ran 45 minutes, an hour before the second; the independent one is the newest.
    const sessions = createSessionsRepository(t.database.db);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await sessions.update(a.user.id, first.id, { startTime: at(120), endTime: at(75), status: 'completed' });
    await sessions.update(a.user.id, second.id, { startTime: at(60) });
    await sessions.update(a.user.id, independent.id, { startTime: at(10) });
    ids = {
      application: application.id,
      candidate: candidate.id,
      independentCandidate: solo.id,
      sessions: [first.id, second.id, independent.id],
    };
  });

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  it('lists one card per application and one per candidate of independent sessions', async () => {
    const res = await get(a, '/api/candidate-scorecards');
    expect(res.statusCode).toBe(200);
    const cards: CandidateScorecardListItem[] = res.json();
    expect(cards).toHaveLength(2);
    const [independent, onApplication] = cards;
    expect(independent).toMatchObject({
      id: ids.independentCandidate,
      independent: true,
      applicationId: null,
      candidateId: ids.independentCandidate,
      candidateName: 'Alan Turing',
      jobTitle: null,
      companyName: null,
      sessions: [{ id: ids.sessions[2], status: 'active', endTime: null, durationMinutes: null }],
    });
    expect(onApplication).toMatchObject({
      id: ids.application,
      independent: false,
      applicationId: ids.application,
      candidateId: ids.candidate,
      candidateName: 'Grace Hopper',
      jobTitle: 'Backend Engineer',
      companyName: 'Northwind',
    });
    expect(onApplication?.sessions.map((s) => [s.id, s.status, s.durationMinutes])).toEqual([
      [ids.sessions[0], 'completed', 45],
      [ids.sessions[1], 'active', null],
    ]);
  });

  it("opens an application's scorecard with each session's evaluation and decision", async () => {
    const [first] = ids.sessions;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${first}/evaluation/sections/1.1`,
      headers: a.headers,
      payload: { content: 'Weighed latency against cost.' },
    });
    const res = await get(a, `/api/candidate-scorecards/${ids.application}`);
    expect(res.statusCode).toBe(200);
    const detail: CandidateScorecardDetail = res.json();
    expect(detail).toMatchObject({ id: ids.application, independent: false, candidateName: 'Grace Hopper' });
    expect(detail.sessions.map((s) => s.id)).toEqual(ids.sessions.slice(0, 2));
    expect(detail.sessions[0]?.sections).toMatchObject([
      {
        id: '1',
        title: 'Technical depth',
        children: [
          { id: '1.1', content: 'Weighed latency against cost.', editedByUser: true },
          { id: '1.2', content: '' },
        ],
      },
      { id: '2', title: 'Communication' },
    ]);
    expect(detail.sessions[1]?.decision).toEqual({
      decision: null,
      decisionSavedAt: null,
      decisionAuthor: null,
      aiDecision: null,
    });
  });

  it('opens a candidate id as their independent sessions only', async () => {
    const independent = await get(a, `/api/candidate-scorecards/${ids.independentCandidate}`);
    expect(independent.json()).toMatchObject({
      independent: true,
      sessions: [{ id: ids.sessions[2], durationMinutes: null }],
    });
    // Grace's sessions all belong to her application: her candidate page has none of its own.
    const applicant = await get(a, `/api/candidate-scorecards/${ids.candidate}`);
    expect(applicant.statusCode).toBe(200);
    expect(applicant.json()).toMatchObject({ id: ids.candidate, independent: true, sessions: [] });
  });

  it("answers 404 for another user's application, candidate or session id, and shows them nothing", async () => {
    expect((await get(b, '/api/candidate-scorecards')).json()).toEqual([]);
    for (const id of [ids.application, ids.candidate, ids.independentCandidate, ids.sessions[0]]) {
      const res = await get(b, `/api/candidate-scorecards/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Candidate scorecard not found' } });
    }
    expect((await get(a, `/api/candidate-scorecards/${ids.sessions[0]}`)).statusCode).toBe(404);
    expect((await get(a, '/api/candidate-scorecards/not-a-uuid')).statusCode).toBe(400);
  });

  it('shows an application without sessions as an empty scorecard, not as a card', async () => {
    const application = await t.factories.application(b.user.id);
    expect((await get(b, '/api/candidate-scorecards')).json()).toEqual([]);
    const res = await get(b, `/api/candidate-scorecards/${application.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: application.id, independent: false, sessions: [] });
  });
});
