import type { SuggestionType } from '#contracts/assistant.ts';
import type {
  ConversationChunkDto,
  DismissalReason,
  NoteDto,
  SuggestionDto,
  SuggestionStatus,
} from '#contracts/realtime.ts';
import type {
  AgendaItemDto,
  AgendaItemStatus,
  EvaluationSection,
  SessionDetail,
  SessionListItem,
  SessionStatus,
  VideoProvider,
} from '#contracts/sessions.ts';
import type { AgendaItemRow } from './agenda/agenda.repository.ts';
import type { ChunkRow } from './conversation/conversation.repository.ts';
import type { NoteRow } from './conversation/notes.repository.ts';
import type { ScorecardItemRow } from './evaluation/scorecard-items.repository.ts';
import { buildTree } from './item-tree.ts';
import type { SessionWithNames } from './sessions/sessions.repository.ts';
import type { SuggestionRow } from './suggestions/suggestions.repository.ts';

// Text columns hold values only our services write; these narrow them to the contract's unions.
const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (value: string | null): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
const sessionStatus = oneOf<SessionStatus>(['active', 'completed', 'closed'], 'active');
const agendaStatus = oneOf<AgendaItemStatus>(['pending', 'in-progress', 'completed'], 'pending');
const suggestionStatus = oneOf<SuggestionStatus>(
  ['suggested', 'pinned', 'dismissed', 'stale', 'used'],
  'suggested',
);
const suggestionType = oneOf<SuggestionType>(
  ['question', 'hint', 'clarification', 'follow_up_question'],
  'question',
);
const provider = (v: string | null): VideoProvider | null => (v === 'zoom' || v === 'google_meet' ? v : null);
const reason = (v: string | null): DismissalReason | null =>
  v === null
    ? null
    : oneOf<DismissalReason>(
        ['auto_transition', 'auto_match', 'manual_dismiss', 'stale'],
        'manual_dismiss',
      )(v);

export function toSessionListItem(row: SessionWithNames): SessionListItem {
  const name = [row.candidateFirstName, row.candidateLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    candidateName: name || 'Unknown candidate',
    position: row.jobTitle ?? row.templateTitle ?? row.title ?? '',
    status: sessionStatus(row.status),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    progressPercentage: row.progressPercentage,
  };
}

export function toSessionDetail(row: SessionWithNames, agenda: AgendaItemRow[]): SessionDetail {
  return {
    ...toSessionListItem(row),
    interviewTemplateId: row.interviewTemplateId,
    scorecardId: row.scorecardId,
    agendaId: row.agendaId,
    meetingUrl: row.meetingUrl,
    videoProvider: provider(row.videoProvider),
    meetingId: row.meetingId,
    zoomMeetingId: row.zoomMeetingId,
    audioSourceMappings: row.audioSourceMappings,
    aiModel: row.aiModel,
    participantMappings: row.participantMappings,
    agenda: toAgendaTree(agenda),
    lastSeq: row.lastSeq,
  };
}

export const toAgendaTree = (rows: AgendaItemRow[]): AgendaItemDto[] =>
  buildTree(rows, (r) => ({
    id: r.itemId,
    title: r.title,
    description: r.description,
    duration: r.duration,
    status: agendaStatus(r.status),
    children: [],
  }));

export const toSectionTree = (rows: ScorecardItemRow[]): EvaluationSection[] =>
  buildTree(rows, (r) => ({
    id: r.itemId,
    title: r.title,
    content: r.content,
    editedByUser: r.editedByUser,
    children: [],
  }));

/** Completed items over all items, as a whole percentage. */
export function progressOf(rows: AgendaItemRow[]): number {
  if (rows.length === 0) return 0;
  return Math.round((100 * rows.filter((r) => r.status === 'completed').length) / rows.length);
}

export const toChunkDto = (r: ChunkRow): ConversationChunkDto => ({
  id: r.id,
  seq: r.seq,
  clientChunkId: r.clientChunkId,
  speaker: r.speaker === 'interviewer' ? 'interviewer' : 'candidate',
  speakerName: r.speakerName,
  text: r.text,
  timestamp: r.timestamp.toISOString(),
});

export const toNoteDto = (r: NoteRow): NoteDto => ({
  id: r.id,
  content: r.content,
  timestamp: r.timestamp.toISOString(),
  tags: r.tags ?? [],
});

export const toSuggestionDto = (r: SuggestionRow): SuggestionDto => ({
  id: r.id,
  content: r.content,
  type: suggestionType(r.type),
  status: suggestionStatus(r.status),
  dismissalReason: reason(r.dismissalReason),
  agendaItemId: r.agendaItemId,
  timestamp: r.timestamp.toISOString(),
});
