import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import {
  DetectedMeetingDto,
  DetectMeetingInput,
  detectMeeting,
  ParticipantMappingsInput,
  ProcessingStatus,
  SessionDetail,
  ZoomMeetingInput,
} from '#contracts/sessions.ts';
import { RecordingConsentDto } from '#contracts/speech.ts';
import { requireSession, userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors } from '#server/lib/route-support.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['sessions'];
type Named = {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
};

/** The name a person goes by in the product: their full name, else their sign-in name or e-mail. */
const userDisplayName = (user: Named) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email || 'Interviewer';
type Options = { sessions: SessionsService };

/** The dashboard's settings calls: meeting links, participants, the assistant. */
export const sessionSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { sessions }) => {
  app.patch(
    '/api/sessions/:id/zoom-meeting',
    {
      schema: {
        tags,
        summary: 'Link the session to a Zoom meeting id (trimmed; empty or null clears it)',
        params: SessionParams,
        body: ZoomMeetingInput,
        response: { 200: SessionDetail, ...conflictErrors },
      },
    },
    async (request) =>
      sessions.setZoomMeeting(userIdOf(request), request.params.id, request.body.zoomMeetingId),
  );

  app.put(
    '/api/sessions/:id/participant-mappings',
    {
      schema: {
        tags,
        summary: 'Replace the meeting participants mapped to INTERVIEWER or CANDIDATE',
        params: SessionParams,
        body: ParticipantMappingsInput,
        response: { 200: SessionDetail, ...conflictErrors },
      },
    },
    async (request) =>
      sessions.setParticipants(userIdOf(request), request.params.id, request.body.participantMappings),
  );

  app.post(
    '/api/sessions/:id/start-processing',
    {
      schema: {
        tags,
        summary: 'Start the live assistant for the session (idempotent)',
        params: SessionParams,
        response: { 200: ProcessingStatus, ...conflictErrors },
      },
    },
    async (request) => sessions.startProcessing(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/recording-consent',
    {
      schema: {
        tags,
        summary: 'Confirm that the candidate was told about the recording (the signed-in user, now)',
        params: SessionParams,
        response: { 200: RecordingConsentDto, ...conflictErrors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return sessions.confirmRecording(user.id, request.params.id, userDisplayName(user));
    },
  );

  app.post(
    '/api/video-providers/detect',
    {
      schema: {
        tags,
        summary: 'Which provider a meeting link belongs to, and its meeting id (pure parsing)',
        body: DetectMeetingInput,
        response: { 200: DetectedMeetingDto, ...itemErrors },
      },
    },
    async (request) => detectMeeting(request.body.meetingUrl),
  );
};
