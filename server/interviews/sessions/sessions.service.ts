import type { z } from 'zod';
import type {
  ParticipantMappings,
  SessionDetail,
  SessionListItem,
  UpdateSessionInput,
} from '#contracts/sessions.ts';
import type { RecordingConsentDto } from '#contracts/speech.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import type { AssistantHooks } from '../assistant/assistant-hooks.ts';
import type { AuditHook } from '../interview-audit.ts';
import { type SessionWrites, sessionClosed, sessionNotFound } from './session-writes.ts';
import { toRecordingConsent, toSessionDetail, toSessionListItem } from './sessions.mapper.ts';
import { createSessionsRepository, type SessionRow, type SessionValues } from './sessions.repository.ts';
import { assertZoomMeetingFree } from './zoom-meeting-link.ts';

/** A session's decisions: the person's, and the AI's draft beside it. */
export type DecisionValues = Partial<
  Pick<
    SessionValues,
    | 'decision'
    | 'decisionSavedAt'
    | 'decisionAuthor'
    | 'decisionDraft'
    | 'decisionDraftDetails'
    | 'decisionDraftAt'
  >
>;

type Deps = {
  db: Db;
  writes: SessionWrites;
  agenda: Pick<AgendaService, 'tree'>;
  events: Pick<SessionEvents, 'signal'>;
  assistant: Pick<AssistantHooks, 'start' | 'stop'>;
  /** Whether a model id may be chosen; any id when the provider layer gives no list. */
  isKnownModel(modelId: string): Promise<boolean>;
  /** Told once a session closes (the debrief is drafted then). */
  onClosed?: (userId: string, sessionId: string) => void;
  /** A confirmed recording consent goes to the audit trail. */
  audit: AuditHook;
  /** The recording notice's words as the consent dialog shows them (RECORDING_NOTICE). */
  recordingNotice: string;
};

export function createSessionsService({
  db,
  writes,
  events,
  agenda,
  assistant,
  isKnownModel,
  onClosed,
  audit,
  recordingNotice,
}: Deps) {
  const repo = createSessionsRepository(db);
  const detail = async (userId: string, id: string): Promise<SessionDetail> => {
    const row = await repo.findWithNames(userId, id);
    if (!row) throw sessionNotFound();
    return toSessionDetail(row, await agenda.tree(id));
  };
  const change = async (userId: string, id: string, values: Partial<SessionValues>) => {
    if (!(await repo.update(userId, id, values))) throw sessionNotFound();
    return detail(userId, id);
  };

  const service = {
    async list(userId: string): Promise<SessionListItem[]> {
      return (await repo.list(userId)).map(toSessionListItem);
    },
    get: detail,
    async byMeeting(userId: string, meeting: string): Promise<SessionDetail> {
      const key = meeting.trim();
      const id =
        (await repo.findIdByMeeting(userId, key)) ??
        (await repo.findIdByMeeting(userId, key.toLowerCase().replace(/\s+/g, '')));
      if (!id) throw sessionNotFound();
      return detail(userId, id);
    },
    async owns(userId: string, id: string): Promise<boolean> {
      return (await repo.findById(userId, id)) !== undefined;
    },

    /** Marks the session completed, stops its assistant and closes its live sockets. Idempotent. */
    async close(userId: string, id: string): Promise<SessionDetail> {
      const closedNow = await writes.asUser(userId, id, async ({ session, update, emit }) => {
        if (session.status !== 'active') return false;
        const endTime = new Date();
        await update({ status: 'completed', endTime });
        await emit({ type: 'session_update', data: { status: 'completed', endTime: endTime.toISOString() } });
        return true;
      });
      if (closedNow) {
        assistant.stop(id);
        events.signal(id, { type: 'session_ended', reason: 'closed' });
        onClosed?.(userId, id);
      }
      return detail(userId, id);
    },

    /** Removes the session with its agenda, scorecard, conversation, suggestions and notes. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw sessionNotFound();
      assistant.stop(id);
      events.signal(id, { type: 'session_ended', reason: 'deleted' });
    },

    async update(
      userId: string,
      id: string,
      input: z.output<typeof UpdateSessionInput>,
    ): Promise<SessionDetail> {
      if (input.aiModel !== undefined && !(await isKnownModel(input.aiModel))) {
        throw AppError.badRequest(`Unknown AI model ${input.aiModel}`);
      }
      const values: Partial<SessionValues> = {};
      if (input.meetingId !== undefined) values.meetingId = input.meetingId;
      if (input.audioSourceMappings) values.audioSourceMappings = input.audioSourceMappings;
      if (input.aiModel !== undefined) values.aiModel = input.aiModel;
      if (Object.keys(values).length > 0) await change(userId, id, values);
      return input.status === 'completed' ? service.close(userId, id) : detail(userId, id);
    },

    /** Stores a decision, or the AI's draft of one (the decisions module's fields). */
    async setDecision(userId: string, id: string, values: DecisionValues): Promise<SessionRow> {
      const row = await repo.update(userId, id, values);
      if (!row) throw sessionNotFound();
      return row;
    },

    /**
     * The interviewer confirms the candidate was told about the recording (`by` is their name);
     * audio is recorded only after this. Confirming again renews it; a closed session refuses.
     */
    async confirmRecording(userId: string, id: string, by: string): Promise<RecordingConsentDto> {
      const row = await repo.findById(userId, id);
      if (!row) throw sessionNotFound();
      if (row.status !== 'active') throw sessionClosed();
      const at = new Date();
      const updated = await repo.update(userId, id, { recordingConsentBy: by, recordingConsentAt: at });
      const consent = updated && toRecordingConsent(updated);
      if (!consent) throw sessionNotFound();
      // Each confirmation is kept with the notice's exact words (recording_consents).
      const consentId = await repo.addConsent(id, {
        notice: recordingNotice,
        confirmedBy: by,
        confirmedAt: at,
      });
      await audit({
        userId,
        action: 'consent_confirmed',
        sessionId: id,
        candidateId: row.candidateId,
        // The notice is the account's configured text, the same for every candidate: no personal data.
        details: { consentId, notice: recordingNotice },
        at,
      });
      return consent;
    },

    async setZoomMeeting(userId: string, id: string, zoomMeetingId: string | null) {
      if (!(await repo.findById(userId, id))) throw sessionNotFound();
      await assertZoomMeetingFree(repo, userId, zoomMeetingId);
      return change(userId, id, { zoomMeetingId });
    },
    setParticipants: (userId: string, id: string, participantMappings: ParticipantMappings) =>
      change(userId, id, { participantMappings }),

    /** The dashboard opened: the assistant starts listening to this session (idempotent). */
    async startProcessing(
      userId: string,
      id: string,
    ): Promise<{ status: 'processing' | 'completed' | 'closed' }> {
      const row = await repo.findById(userId, id);
      if (!row) throw sessionNotFound();
      if (row.status !== 'active') return { status: row.status === 'closed' ? 'closed' : 'completed' };
      assistant.start(userId, id);
      return { status: 'processing' };
    },
  };
  return service;
}
export type SessionsService = ReturnType<typeof createSessionsService>;
