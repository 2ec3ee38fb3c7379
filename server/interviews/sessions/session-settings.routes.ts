import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgendaItemDto,
  AgendaItemParams,
  AgendaItemStatusInput,
  DetectedMeetingDto,
  DetectMeetingInput,
  detectMeeting,
  ParticipantMappingsInput,
  ProcessingStatus,
  SessionDetail,
  ZoomMeetingInput,
} from '#contracts/sessions.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import { readErrors, SessionParams, userIdOf, writeErrors } from '../route-support.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['sessions'];
type Options = { sessions: SessionsService; agenda: AgendaService };
const AgendaUpdate = z.object({ progressPercentage: z.number().int(), items: z.array(AgendaItemDto) });

/** The dashboard's settings calls: agenda progress, meeting links, participants, the assistant. */
export const sessionSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { sessions, agenda }) => {
  app.patch(
    '/api/sessions/:id/agenda/:itemId',
    {
      schema: {
        tags,
        summary: 'Start or complete an agenda item; recomputes progress and publishes agenda_update',
        params: AgendaItemParams,
        body: AgendaItemStatusInput,
        response: { 200: AgendaUpdate, ...writeErrors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return agenda.setStatus(userIdOf(request), id, itemId, request.body.status);
    },
  );

  app.patch(
    '/api/sessions/:id/zoom-meeting',
    {
      schema: {
        tags,
        summary: 'Link the session to a Zoom meeting id (trimmed; empty or null clears it)',
        params: SessionParams,
        body: ZoomMeetingInput,
        response: { 200: SessionDetail, ...writeErrors },
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
        response: { 200: SessionDetail, ...writeErrors },
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
        response: { 200: ProcessingStatus, ...writeErrors },
      },
    },
    async (request) => sessions.startProcessing(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/video-providers/detect',
    {
      schema: {
        tags,
        summary: 'Which provider a meeting link belongs to, and its meeting id (pure parsing)',
        body: DetectMeetingInput,
        response: { 200: DetectedMeetingDto, ...readErrors },
      },
    },
    async (request) => detectMeeting(request.body.meetingUrl),
  );
};
