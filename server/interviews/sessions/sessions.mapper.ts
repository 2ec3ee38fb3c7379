import type {
  AgendaItemDto,
  SessionDetail,
  SessionListItem,
  SessionStatus,
  VideoProvider,
} from '#contracts/sessions.ts';
import type { RecordingConsentDto } from '#contracts/speech.ts';
import { oneOf } from '../one-of.ts';
import type { SessionRow, SessionWithNames } from './sessions.repository.ts';

const sessionStatus = oneOf<SessionStatus>(['active', 'completed', 'closed'], 'active');
const provider = (v: string | null): VideoProvider | null => (v === 'zoom' || v === 'google_meet' ? v : null);

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

/** The dashboard's session: `agenda` is the agenda module's tree of the session's items. */
export function toSessionDetail(row: SessionWithNames, agenda: AgendaItemDto[]): SessionDetail {
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
    agenda,
    lastSeq: row.lastSeq,
    recordingConsent: toRecordingConsent(row),
  };
}

/** Who confirmed that the candidate was told about the recording; null until someone has. */
export function toRecordingConsent(row: SessionRow): RecordingConsentDto | null {
  if (!row.recordingConsentBy || !row.recordingConsentAt) return null;
  return { confirmedBy: row.recordingConsentBy, confirmedAt: row.recordingConsentAt.toISOString() };
}
