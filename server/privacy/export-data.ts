import { and, asc, eq, inArray } from 'drizzle-orm';
import { EXPORT_FORMAT, EXPORT_VERSION } from '#contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import {
  aiSuggestions,
  audioExports,
  candidateQuestions,
  conversationChunks,
  feedback,
  interviewSessions,
  recordingConsents,
  scorecardItems,
  sessionDebriefs,
} from '#server/db/schema/interviews.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/pipeline.ts';

/** Who wrote a text in the export: a person, or the assistant (AI-drafted). */
type Author = 'person' | 'ai';

export type ExportRecording = { key: string; path: string; size: number };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything held about a candidate, as the export's JSON (docs/candidate-export.md), and the
 * recordings to stream beside it. Only the user's rows are read.
 */
export async function readCandidateExport(db: Db, userId: string, candidateId: string, sessionIds: string[]) {
  const [candidate] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.userId, userId), eq(candidates.id, candidateId)));
  if (!candidate) return undefined;
  const { userId: _owner, ...profile } = candidate;
  const theirApplications = await db
    .select({
      id: applications.id,
      status: applications.status,
      source: applications.source,
      notes: applications.notes,
      applicationDate: applications.applicationDate,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      jobOpeningId: applications.jobOpeningId,
      jobTitle: jobOpenings.title,
      company: companies.name,
    })
    .from(applications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .where(and(eq(applications.userId, userId), eq(applications.candidateId, candidateId)))
    .orderBy(asc(applications.createdAt));

  const recordings: ExportRecording[] = [];
  const sessions = [];
  const rows = sessionIds.length
    ? await db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), inArray(interviewSessions.id, sessionIds)))
        .orderBy(asc(interviewSessions.startTime))
    : [];
  for (const s of rows) {
    const chunks = await db
      .select()
      .from(conversationChunks)
      .where(eq(conversationChunks.sessionId, s.id))
      .orderBy(asc(conversationChunks.seq));
    const notes = await db
      .select()
      .from(feedback)
      .where(eq(feedback.sessionId, s.id))
      .orderBy(asc(feedback.timestamp));
    const suggestions = await db
      .select()
      .from(aiSuggestions)
      .where(eq(aiSuggestions.sessionId, s.id))
      .orderBy(asc(aiSuggestions.timestamp));
    const sections = await db
      .select()
      .from(scorecardItems)
      .where(eq(scorecardItems.sessionId, s.id))
      .orderBy(asc(scorecardItems.itemOrder));
    const audio = await db
      .select()
      .from(audioExports)
      .where(eq(audioExports.sessionId, s.id))
      .orderBy(asc(audioExports.createdAt));
    const consents = (
      await db
        .select()
        .from(recordingConsents)
        .where(eq(recordingConsents.sessionId, s.id))
        .orderBy(asc(recordingConsents.confirmedAt))
    ).map((c) => ({ notice: c.notice, confirmedBy: c.confirmedBy, confirmedAt: iso(c.confirmedAt) }));
    const questions = await db
      .select()
      .from(candidateQuestions)
      .where(eq(candidateQuestions.sessionId, s.id))
      .orderBy(asc(candidateQuestions.seq), asc(candidateQuestions.position));
    const [debrief] = await db.select().from(sessionDebriefs).where(eq(sessionDebriefs.sessionId, s.id));
    const sessionRecordings = audio.map((a) => {
      const path = `recordings/${s.id}/${a.speaker}-${a.id.slice(0, 8)}.wav`;
      recordings.push({ key: a.filePath, path, size: a.fileSize ?? 0 });
      return {
        id: a.id,
        speaker: a.speaker,
        file: path as string | null,
        mimeType: a.mimeType,
        sizeBytes: a.fileSize,
        durationSeconds: a.duration,
        createdAt: iso(a.createdAt),
        // The consents this participant's audio was recorded under (confirmed before its file was written).
        consents: consents.filter((c) => (c.confirmedAt ?? '') <= (iso(a.createdAt) ?? '')),
      };
    });
    sessions.push({
      id: s.id,
      title: s.title,
      applicationId: s.applicationId,
      status: s.status,
      startTime: iso(s.startTime),
      endTime: iso(s.endTime),
      videoProvider: s.videoProvider,
      meetingUrl: s.meetingUrl,
      consent: consents.at(-1) ?? null,
      consents,
      recordings: sessionRecordings,
      transcript: chunks.map((c) => ({
        seq: c.seq,
        at: iso(c.timestamp),
        speaker: c.speaker,
        speakerName: c.speakerName,
        text: c.text,
      })),
      notes: notes.map((n) => ({
        author: 'ai' as Author,
        at: iso(n.timestamp),
        text: n.content,
        tags: n.tags ?? [],
      })),
      suggestions: suggestions.map((g) => ({
        author: 'ai' as Author,
        at: iso(g.timestamp),
        type: g.type,
        text: g.content,
        status: g.status,
      })),
      evaluation: sections.map((e) => ({
        id: e.itemId,
        parentId: e.parentItemId,
        title: e.title,
        text: e.content,
        author: (e.editedByUser ? 'person' : 'ai') as Author,
        evidence: e.evidence.map((q) => ({
          line: q.line,
          quote: q.quote,
          strength: q.strength,
          at: q.timestamp,
        })),
        updatedAt: iso(e.lastUpdated),
      })),
      decision: s.decision
        ? { text: s.decision, savedAt: iso(s.decisionSavedAt), author: s.decisionAuthor ?? 'person' }
        : null,
      candidateQuestions: questions.map((q) => ({
        id: q.id,
        at: iso(q.timestamp),
        lineSeq: q.seq,
        text: q.text,
      })),
      debrief:
        debrief?.content != null
          ? { author: 'person' as Author, text: debrief.content, editedAt: iso(debrief.editedAt) }
          : null,
      aiDebriefDraft: debrief?.draft
        ? { author: 'ai' as Author, draftedAt: iso(debrief.draftAt), draft: debrief.draft }
        : null,
      aiDecisionDraft: s.decisionDraft
        ? {
            author: 'ai' as Author,
            text: s.decisionDraft,
            model: s.decisionDraftDetails?.model ?? null,
            recommendation: s.decisionDraftDetails?.recommendation ?? null,
            generatedAt: iso(s.decisionDraftAt),
          }
        : null,
    });
  }

  const document = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    candidate: {
      ...profile,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    applications: theirApplications.map((a) => ({
      ...a,
      applicationDate: iso(a.applicationDate),
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    sessions,
  };
  return { document, recordings };
}
