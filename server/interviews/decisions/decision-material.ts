import type { StyleExample } from '#contracts/assistant.ts';
import { withoutFlaggedAnswers } from '#server/assistant/guard/flagged-answers.ts';
import { chooseStyleExamples } from '#server/assistant/style-choice.ts';
import type { DecisionInput } from '#server/assistant/tasks/decision-input.ts';
import type { AgendaItemRow } from '../agenda/agenda.service.ts';
import { jobContext, sessionJob } from '../assistant/job-context.ts';
import type { ChunkRow } from '../conversation/conversation.service.ts';
import type { ScorecardItemRow } from '../evaluation/evaluation.service.ts';
import type { NoteRow } from '../notes/notes.service.ts';
import type { JobSources, SessionWithNames } from '../sessions/session-reads.ts';
import { toSessionListItem } from '../sessions/sessions.mapper.ts';

export type DecisionMaterial = {
  session: SessionWithNames;
  items: ScorecardItemRow[];
  chunks: ChunkRow[];
  /** The session's agenda items, in order: what each answer was given under. */
  agenda?: AgendaItemRow[];
  notes: NoteRow[];
  styleExamples: StyleExample[];
  /** Interviewer chunks the guard flagged: the answers to them are left out. */
  flaggedChunkIds?: readonly string[];
  /** The session's debrief: what the interviewer wrote, and the drafted text. */
  debrief?: { content: string | null; draft: string | null } | undefined;
  /** The job behind the session (its opening, or what its setup was generated from). */
  job?: JobSources | undefined;
};

/** Enough of the job for a decision to weigh answers against; the rest of a long posting adds little. */
const JOB_CHARS = 4_000;

/** What a decision is drafted from: the session's scorecard (every criterion), notes and transcript, nothing else. */
export function toDecisionInput({
  session,
  items,
  chunks,
  agenda = [],
  notes,
  styleExamples,
  flaggedChunkIds = [],
  job,
  debrief,
}: DecisionMaterial): DecisionInput {
  const { candidateName, position } = toSessionListItem(session);
  const titles = new Map(items.map((i) => [i.itemId, i.title]));
  const context = jobContext(
    job,
    [],
    items.map((i) => i.title),
  );
  const description = [sessionJob(job).description, job?.requirements]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, JOB_CHARS);
  const parents = new Set(items.map((i) => i.parentItemId).filter(Boolean));
  return {
    candidateName,
    position,
    job: context.role || description ? { title: context.role || position, description } : null,
    criteria: items.map((i) => {
      const parent = i.parentItemId ? titles.get(i.parentItemId) : undefined;
      return {
        title: parent ? `${parent} › ${i.title}` : i.title,
        guidance: i.guidance,
        content: i.content,
        editedByUser: i.editedByUser,
        evidence: i.evidence,
        leaf: !parents.has(i.itemId),
      };
    }),
    notes: [...notes.filter((n) => !n.dismissed).map((n) => n.content), ...debriefNotes(debrief, chunks)],
    transcript: withoutFlaggedAnswers(chunks, flaggedChunkIds).map((c) => ({
      seq: c.seq,
      speaker: c.speaker === 'interviewer' ? 'interviewer' : 'candidate',
      text: c.text,
      chunkId: c.id,
      timestamp: c.timestamp.toISOString(),
    })),
    agenda: agenda.map((a) => ({
      title: a.title,
      description: a.description ?? '',
      startedAt: a.startedAt?.toISOString() ?? null,
      completedAt: a.completedAt?.toISOString() ?? null,
    })),
    styleExamples: chooseStyleExamples(styleExamples, { ...context, role: context.role || position }),
  };
}

/**
 * The debrief as the decision reads it, among the notes: the interviewer's own when written, else
 * the drafted one, and that only beside a candidate's words (a draft is no material of its own).
 */
function debriefNotes(debrief: DecisionMaterial['debrief'], chunks: ChunkRow[]): string[] {
  const own = debrief?.content?.trim();
  if (own) return [`Debrief: ${own}`];
  const drafted = debrief?.draft?.trim();
  return drafted && chunks.some((c) => c.speaker === 'candidate') ? [`Debrief (draft): ${drafted}`] : [];
}
