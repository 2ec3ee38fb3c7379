import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '#server/test/test-db.ts';
import type { Db } from './client.ts';
import * as s from './schema/index.ts';

/** Builds one user's whole graph straight through the schema. */
async function graph(db: Db) {
  const [user] = await db
    .insert(s.users)
    .values({ username: `u-${randomUUID()}`, authType: 'local' })
    .returning();
  if (!user) throw new Error('no user');
  const userId = user.id;
  const one = async <T extends PgTable>(table: T, values: T['$inferInsert']) => {
    const [row] = (await db.insert(table).values(values).returning()) as { id: string }[];
    if (!row) throw new Error('no row');
    return row.id;
  };
  const company = await one(s.companies, { userId, name: 'Acme' });
  const job = await one(s.jobOpenings, { userId, companyId: company, title: 'Engineer' });
  const candidate = await one(s.candidates, { userId, firstName: 'Ada', lastName: 'Lovelace' });
  const application = await one(s.applications, { userId, candidateId: candidate, jobOpeningId: job });
  const scorecard = await one(s.scorecardTemplates, { userId, title: 'Scorecard' });
  const agenda = await one(s.agendaTemplates, { userId, title: 'Agenda', selectedScorecardId: scorecard });
  await one(s.scorecardTemplateItems, { templateId: scorecard, itemId: 'a', content: 'Skills' });
  await one(s.agendaTemplateItems, { templateId: agenda, itemId: 'a', content: 'Intro' });
  const template = await one(s.interviewTemplates, {
    userId,
    title: 'Loop',
    scorecardId: scorecard,
    agendaId: agenda,
  });
  await one(s.sampleFeedbacks, { userId, title: 'Style', content: 'Direct' });
  const session = await one(s.interviewSessions, {
    userId,
    candidateId: candidate,
    applicationId: application,
    interviewTemplateId: template,
    scorecardId: scorecard,
    agendaId: agenda,
  });
  await one(s.agendaItems, { sessionId: session, itemId: 'agenda-1', title: 'Intro' });
  await one(s.scorecardItems, { sessionId: session, itemId: 'skills', title: 'Skills' });
  await one(s.conversationChunks, { sessionId: session, seq: 1, clientChunkId: 'c-1', text: 'Hello' });
  await one(s.aiSuggestions, { sessionId: session, type: 'question', content: 'Why?' });
  await one(s.feedback, { sessionId: session, content: 'Clear speaker' });
  await one(s.audioExports, {
    sessionId: session,
    participantId: 'p1',
    fileName: 'a.wav',
    filePath: 'k/a.wav',
  });
  await one(s.zoomTokens, { userId, accessToken: 'zt' });
  return { userId, company, job, candidate, application, scorecard, agenda, template, session };
}

describe('the data model', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedTestDatabase()).db;
  });
  const rows = async (table: PgTable, where: ReturnType<typeof eq>) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n;

  it('sets the spec defaults', async () => {
    const g = await graph(db);
    const [session] = await db
      .select()
      .from(s.interviewSessions)
      .where(eq(s.interviewSessions.id, g.session));
    expect(session).toMatchObject({
      status: 'active',
      progressPercentage: 0,
      audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' },
      lastSeq: 0,
    });
    const [application] = await db.select().from(s.applications).where(eq(s.applications.id, g.application));
    expect(application?.status).toBe('applied');
    expect(application?.applicationDate).toBeInstanceOf(Date);
    const [job] = await db.select().from(s.jobOpenings).where(eq(s.jobOpenings.id, g.job));
    expect(job?.status).toBe('active');
    const [agenda] = await db.select().from(s.agendaTemplates).where(eq(s.agendaTemplates.id, g.agenda));
    expect(agenda).toMatchObject({ timeRangeMin: 30, timeRangeMax: 60, source: 'manual' });
    const [item] = await db.select().from(s.agendaItems).where(eq(s.agendaItems.sessionId, g.session));
    expect(item).toMatchObject({ duration: 15, status: 'pending' });
  });

  it('deleting a company removes its job openings and their applications', async () => {
    const g = await graph(db);
    await db.delete(s.companies).where(eq(s.companies.id, g.company));
    expect(await rows(s.jobOpenings, eq(s.jobOpenings.id, g.job))).toBe(0);
    expect(await rows(s.applications, eq(s.applications.id, g.application))).toBe(0);
    expect(await rows(s.candidates, eq(s.candidates.id, g.candidate))).toBe(1);
    const [session] = await db
      .select()
      .from(s.interviewSessions)
      .where(eq(s.interviewSessions.id, g.session));
    expect(session?.applicationId).toBeNull();
  });

  it('deleting a candidate removes their applications and keeps the interview without them', async () => {
    const g = await graph(db);
    await db.delete(s.candidates).where(eq(s.candidates.id, g.candidate));
    expect(await rows(s.applications, eq(s.applications.id, g.application))).toBe(0);
    const [session] = await db
      .select()
      .from(s.interviewSessions)
      .where(eq(s.interviewSessions.id, g.session));
    expect(session).toMatchObject({ candidateId: null, applicationId: null });
  });

  it('deleting a scorecard or agenda in use by a template is refused', async () => {
    const g = await graph(db);
    await expect(
      db.delete(s.scorecardTemplates).where(eq(s.scorecardTemplates.id, g.scorecard)),
    ).rejects.toThrow();
    await db.delete(s.interviewTemplates).where(eq(s.interviewTemplates.id, g.template));
    await db.delete(s.scorecardTemplates).where(eq(s.scorecardTemplates.id, g.scorecard));
    const [session] = await db
      .select()
      .from(s.interviewSessions)
      .where(eq(s.interviewSessions.id, g.session));
    expect(session).toMatchObject({ scorecardId: null, interviewTemplateId: null });
    expect(await rows(s.scorecardTemplateItems, eq(s.scorecardTemplateItems.templateId, g.scorecard))).toBe(
      0,
    );
    const [agenda] = await db.select().from(s.agendaTemplates).where(eq(s.agendaTemplates.id, g.agenda));
    expect(agenda?.selectedScorecardId).toBeNull();
  });

  it('deleting a session removes everything recorded in it', async () => {
    const g = await graph(db);
    await db.delete(s.interviewSessions).where(eq(s.interviewSessions.id, g.session));
    for (const table of [
      s.agendaItems,
      s.scorecardItems,
      s.conversationChunks,
      s.aiSuggestions,
      s.feedback,
      s.audioExports,
    ]) {
      expect(await rows(table, eq((table as typeof s.agendaItems).sessionId, g.session))).toBe(0);
    }
  });

  it('deleting a user removes every row they own, and no one else’s', async () => {
    const mine = await graph(db);
    const theirs = await graph(db);
    await db.insert(s.sessions).values({
      sid: `sid-${randomUUID()}`,
      sess: { userId: mine.userId, authType: 'local', createdAt: new Date().toISOString() },
      expire: new Date(Date.now() + 60_000),
      userId: mine.userId,
    });
    await db.delete(s.users).where(eq(s.users.id, mine.userId));
    const owned = [
      s.companies,
      s.jobOpenings,
      s.candidates,
      s.applications,
      s.sampleFeedbacks,
      s.scorecardTemplates,
      s.agendaTemplates,
      s.interviewTemplates,
      s.interviewSessions,
      s.zoomTokens,
      s.sessions,
    ];
    for (const table of owned) {
      const userId = (table as typeof s.companies).userId;
      expect(await rows(table, eq(userId, mine.userId))).toBe(0);
      if (table !== s.sessions) expect(await rows(table, eq(userId, theirs.userId))).toBe(1);
    }
    expect(await rows(s.conversationChunks, eq(s.conversationChunks.sessionId, mine.session))).toBe(0);
  });

  it('keeps one chunk per client id and one per sequence number in a session', async () => {
    const g = await graph(db);
    const chunk = { sessionId: g.session, text: 'again' };
    await expect(
      db.insert(s.conversationChunks).values({ ...chunk, seq: 2, clientChunkId: 'c-1' }),
    ).rejects.toThrow();
    await expect(
      db.insert(s.conversationChunks).values({ ...chunk, seq: 1, clientChunkId: 'c-2' }),
    ).rejects.toThrow();
    await db.insert(s.conversationChunks).values({ ...chunk, seq: 2, clientChunkId: 'c-2' });
    const other = await graph(db);
    await db
      .insert(s.conversationChunks)
      .values({ sessionId: other.session, text: 'x', seq: 2, clientChunkId: 'c-2' });
  });

  it('refuses rows that point at nothing', async () => {
    const g = await graph(db);
    await expect(
      db.insert(s.applications).values({ userId: g.userId, candidateId: randomUUID(), jobOpeningId: g.job }),
    ).rejects.toThrow();
  });

  it('runs the same migrations on this server', async () => {
    const result = await db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    // 21 + session_events (0002) + assistant_leases (0006) + rtms_streams, rtms_pending_webhooks (0012)
    // + retention_settings, audit_events, erasure_jobs, purge_runs, session_purges (privacy)
    // + candidate_questions, coverage_nudges, session_debriefs (coverage) + transcription_gaps (speech)
    // + panel_grants (the Meet panel) + recording_usage, audio_socket_leases, zoom_webhook_receipts
    // + recording_consents, recording_cuts (privacy) + zoom_app_links (the Zoom App's sign-in)
    // + recording_tracks, recording_segments, audio_uploads (recordings as tracks)
    expect(n).toBe(44);
  });
});
