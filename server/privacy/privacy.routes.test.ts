import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contracts/errors.ts';
import { AUDIT_DAYS_MESSAGE, type AuditEntry, RETENTION_DAYS_MESSAGE } from '#contracts/privacy.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { closeRecorded, recordedInterview } from './testing/recorded-interview.ts';

describe('privacy routes: retention settings, audit trail, recordings played through it', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
  });
  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who.headers, payload: payload as object });

  it('keeps everything until deleted by default, and stores periods per account', async () => {
    expect((await call(a, 'GET', '/api/privacy/retention')).json()).toEqual({
      recordingsDays: null,
      transcriptsDays: null,
      interviewsDays: null,
      auditDays: 730,
    });
    const set = { recordingsDays: 30, transcriptsDays: 90, interviewsDays: 365, auditDays: 400 };
    const res = await call(a, 'PUT', '/api/privacy/retention', set);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(set);
    expect((await call(a, 'GET', '/api/privacy/retention')).json()).toEqual(set);
    expect((await call(b, 'GET', '/api/privacy/retention')).json().recordingsDays).toBeNull();
  });

  it('refuses periods out of range with the message, in the error shape', async () => {
    for (const [body, message] of [
      [
        { recordingsDays: 0, transcriptsDays: null, interviewsDays: null, auditDays: 730 },
        RETENTION_DAYS_MESSAGE,
      ],
      [
        { recordingsDays: 1.5, transcriptsDays: null, interviewsDays: null, auditDays: 730 },
        RETENTION_DAYS_MESSAGE,
      ],
      [
        { recordingsDays: null, transcriptsDays: null, interviewsDays: null, auditDays: 7 },
        AUDIT_DAYS_MESSAGE,
      ],
      [
        { recordingsDays: null, transcriptsDays: null, interviewsDays: null, auditDays: null },
        AUDIT_DAYS_MESSAGE,
      ],
    ] as const) {
      const res = await call(b, 'PUT', '/api/privacy/retention', body);
      expect(res.statusCode).toBe(400);
      expect(ErrorBody.parse(res.json()).error.message).toContain(message);
    }
  });

  it('answers 404 to every new route with another user’s ids', async () => {
    const { session } = await recordedInterview(t, a, { bytes: { candidate: 3200, interviewer: 3200 } });
    await closeRecorded(t, a, session.id);
    const [recording] = (await call(a, 'GET', `/api/sessions/${session.id}/audio-exports`)).json();
    const candidateId = session.candidateId as string;
    const urls: ['GET' | 'POST', string][] = [
      ['GET', `/api/sessions/${session.id}/retention`],
      ['GET', `/api/sessions/${session.id}/audit`],
      ['GET', `/api/candidates/${candidateId}/audit`],
      ['GET', `/api/candidates/${candidateId}/export`],
      ['GET', `/api/sessions/${session.id}/recordings/${recording.id}`],
      ['POST', `/api/candidates/${candidateId}/erasure`],
      ['POST', `/api/sessions/${session.id}/erasure`],
    ];
    for (const [method, url] of urls) {
      const res = await call(b, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(ErrorBody.safeParse(res.json()).success).toBe(true);
    }
    // Another session's recording id under the user's own session is not found either.
    const own = await t.factories.session(b.user.id);
    expect((await call(b, 'GET', `/api/sessions/${own.id}/recordings/${recording.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/sessions/${session.id}/audit`)).statusCode).toBe(200);
    expect((await call(a, 'GET', '/api/sessions/not-an-id/audit')).statusCode).toBe(400);
  });

  it('writes consent, AI decisions with their model, saved decisions and each play or download to the trail', async () => {
    const { session, say } = await recordedInterview(t, a, { bytes: { candidate: 6400, interviewer: 3200 } });
    await say('I led the migration of our billing system to PostgreSQL.');
    await closeRecorded(t, a, session.id);
    const generated = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`);
    expect(generated.statusCode).toBe(200);
    const draft = generated.json().decision as string;
    const saved = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/save-decision`, {
      decision: draft,
    });
    expect(saved.json().decisionAuthor).toBe('ai');
    const edited = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/save-decision`, {
      decision: `${draft} Checked with the panel.`,
    });
    expect(edited.json().decisionAuthor).toBe('ai_edited');
    expect(edited.json().aiDecision.decision).toBe(draft);

    const [recording] = (await call(a, 'GET', `/api/sessions/${session.id}/audio-exports`)).json();
    const play = await call(a, 'GET', `/api/sessions/${session.id}/recordings/${recording.id}`);
    expect(play.statusCode).toBe(302);
    const file = await t.app.inject({ method: 'GET', url: play.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    // Played again at once: one entry. Downloaded: an entry each time.
    await call(a, 'GET', `/api/sessions/${session.id}/recordings/${recording.id}`);
    const download = await call(
      a,
      'GET',
      `/api/sessions/${session.id}/recordings/${recording.id}?download=1`,
    );
    expect(download.statusCode).toBe(302);
    expect(
      (await t.app.inject({ method: 'GET', url: download.headers.location as string })).headers[
        'content-disposition'
      ],
    ).toMatch(/^attachment/);
    expect(
      (await call(a, 'GET', `/api/sessions/${session.id}/recordings/${recording.id}?download=yes`))
        .statusCode,
    ).toBe(400);

    const trail: AuditEntry[] = (await call(a, 'GET', `/api/sessions/${session.id}/audit`)).json();
    expect(trail.map((e) => e.action).reverse()).toEqual([
      'consent_confirmed',
      'decision_generated',
      'decision_saved',
      'decision_saved',
      'recording_played',
      'recording_downloaded',
    ]);
    expect(trail.every((e) => e.accountId === a.user.id && e.sessionId === session.id)).toBe(true);
    expect(trail.find((e) => e.action === 'decision_generated')?.details).toEqual({ model: 'offline' });
    expect(trail.filter((e) => e.action === 'decision_saved').map((e) => e.details.author)).toEqual([
      'ai_edited',
      'ai',
    ]);
    expect(trail.find((e) => e.action === 'recording_played')?.details).toEqual({
      recordingId: recording.id,
      speaker: recording.speaker,
    });
    const ofCandidate: AuditEntry[] = (
      await call(a, 'GET', `/api/candidates/${session.candidateId}/audit`)
    ).json();
    expect(ofCandidate.map((e) => e.id).sort()).toEqual(trail.map((e) => e.id).sort());
  });

  it('refuses to change or remove an audit entry outside its retention', async () => {
    const { session } = await recordedInterview(t, a, { bytes: { candidate: 2, interviewer: 2 } });
    const db = t.database.db;
    const { sql } = await import('drizzle-orm');
    await expect(
      db.execute(sql`update audit_events set action = 'x' where session_id = ${session.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from audit_events where session_id = ${session.id}`),
    ).rejects.toThrow();
    const rows = await db.execute(
      sql`select count(*)::int as n from audit_events where session_id = ${session.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
