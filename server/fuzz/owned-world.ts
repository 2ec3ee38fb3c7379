import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#server/db/schema/index.ts';
import { createSuggestionsRepository } from '#server/interviews/suggestions/suggestions.repository.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { tinyMp4 } from '#server/test/videos.ts';

export const MEETING_CODE = 'fuz-zing-abc';

/** The ids of one record of every kind a user owns, and the names routes and bodies know them by. */
export type OwnedIds = {
  company: string;
  jobOpening: string;
  candidate: string;
  application: string;
  scorecard: string;
  agenda: string;
  template: string;
  feedback: string;
  session: string;
  suggestion: string;
  tutorial: string;
  agendaItem: string;
  section: string;
};

/** Seeds one of everything for `owner` through the services, as the other tests do. */
export async function seedOwnedWorld(t: TestApp, owner: SignedIn): Promise<OwnedIds> {
  const { factories, app } = t;
  const userId = owner.user.id;
  const application = await factories.application(userId);
  const job = await app.services.jobOpenings.get(userId, application.jobOpeningId);
  const template = await factories.interviewTemplate(userId);
  const feedback = await factories.sampleFeedback(userId);
  const session = await factories.session(userId, {
    candidateId: application.candidateId,
    applicationId: application.id,
    meetingUrl: `https://meet.google.com/${MEETING_CODE}`,
  });
  const [suggestion] = await createSuggestionsRepository(t.database.db).insertMany(session.id, [
    { content: 'Why this role?', type: 'question' },
  ]);
  const evaluation = await app.inject({
    method: 'GET',
    url: `/api/sessions/${session.id}/evaluation`,
    headers: owner.headers,
  });
  const section = evaluation.json().evaluationData.sections[0];
  const videoDir = mkdtempSync(path.join(tmpdir(), 'ih-fuzz-'));
  writeFileSync(path.join(videoDir, 'intro.mp4'), tinyMp4(30_000));
  const tutorial = await app.services.tutorials.add({
    filePath: path.join(videoDir, 'intro.mp4'),
    title: 'Fuzzed tutorial',
    description: 'A tutorial to sign URLs for',
    displayOrder: 0,
    duration: undefined,
  });
  if (!suggestion || !section) throw new Error('seeding the fuzzed world failed');
  return {
    company: job.companyId,
    jobOpening: job.id,
    candidate: application.candidateId,
    application: application.id,
    scorecard: template.scorecardId,
    agenda: template.agendaId,
    template: template.id,
    feedback: feedback.id,
    session: session.id,
    suggestion: suggestion.id,
    tutorial: tutorial.id,
    agendaItem: 'agenda-1',
    section: section.id,
  };
}

/** Which owned record a route's `:id` names, by the route's path. */
const ID_BY_PREFIX: [string, keyof OwnedIds][] = [
  ['/api/companies/', 'company'],
  ['/api/job-openings/', 'jobOpening'],
  ['/api/candidates/', 'candidate'],
  ['/api/applications/', 'application'],
  ['/api/candidate-scorecards/', 'application'],
  ['/api/interview-setup/scorecards/', 'scorecard'],
  ['/api/interview-setup/agendas/', 'agenda'],
  ['/api/interview-setup/templates/', 'template'],
  ['/api/sample-feedbacks/', 'feedback'],
  ['/api/sessions/', 'session'],
  ['/api/suggestions/', 'suggestion'],
  ['/api/tutorials/', 'tutorial'],
];

/** Body and query fields that name a record, by their name. */
const ID_BY_FIELD: Record<string, keyof OwnedIds> = {
  companyId: 'company',
  jobOpeningId: 'jobOpening',
  candidateId: 'candidate',
  applicationId: 'application',
  scorecardId: 'scorecard',
  selectedScorecardId: 'scorecard',
  agendaId: 'agenda',
  interviewTemplateId: 'template',
  sessionId: 'session',
  existingId: 'scorecard',
};

/** A valid value for a path parameter of `url`, or undefined when none is known. */
export function ownedParam(ids: OwnedIds, url: string, name: string): string | undefined {
  if (name === 'meetingCodeOrId') return MEETING_CODE;
  if (name === 'itemId') return ids.agendaItem;
  if (name === 'sectionId') return ids.section;
  if (name !== 'id') return ID_BY_FIELD[name] ? ids[ID_BY_FIELD[name]] : undefined;
  const hit = ID_BY_PREFIX.find(([prefix]) => url.startsWith(prefix));
  return hit ? ids[hit[1]] : randomUUID();
}

/** A valid value for a body or query field called `name`, when it names a record. */
export function ownedField(ids: OwnedIds, name: string): string | undefined {
  const kind = ID_BY_FIELD[name];
  return kind ? ids[kind] : undefined;
}

/** The tables a user's data lives in, and how a row is known to be theirs. */
const owned = [
  schema.companies,
  schema.jobOpenings,
  schema.candidates,
  schema.applications,
  schema.scorecardTemplates,
  schema.agendaTemplates,
  schema.interviewTemplates,
  schema.sampleFeedbacks,
  schema.interviewSessions,
  schema.zoomTokens,
  schema.retentionSettings,
];
const ofSession = [
  schema.agendaItems,
  schema.scorecardItems,
  schema.conversationChunks,
  schema.aiSuggestions,
  schema.sessionEvents,
  schema.feedback,
  schema.audioExports,
];
const ofTemplate: [PgTable, PgTable][] = [
  [schema.scorecardTemplateItems, schema.scorecardTemplates],
  [schema.agendaTemplateItems, schema.agendaTemplates],
];

const rowsOf = (table: PgTable, where: SQL) =>
  sql`(select json_agg(r order by r::text) from ${table} r where ${where})`;

/**
 * Everything stored for one user, read straight from the database in one query (rows in a
 * stable order), as comparable text. The account's own row leaves out its `updated_at`.
 */
export async function snapshotUser(t: TestApp, userId: string): Promise<string> {
  const mine = sql`user_id = ${userId}`;
  const sessions = sql`session_id in (select id from ${schema.interviewSessions} where ${mine})`;
  const parts = [
    sql`(select json_agg(json_build_object('username', username, 'password', hashed_password, 'email', email,
      'first', first_name, 'last', last_name)) from ${schema.users} where id = ${userId})`,
    ...owned.map((table) => rowsOf(table, mine)),
    ...ofSession.map((table) => rowsOf(table, sessions)),
    ...ofTemplate.map(([table, parent]) =>
      rowsOf(table, sql`template_id in (select id from ${parent} where ${mine})`),
    ),
  ];
  const query = sql`select json_build_array(${sql.join(parts, sql`, `)})::text as data`;
  const result = (await t.database.db.execute(query)) as unknown as { rows: { data: string }[] };
  return result.rows[0]?.data ?? '';
}
