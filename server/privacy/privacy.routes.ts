import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import {
  AuditList,
  ErasureResult,
  RecordingAccessQuery,
  RecordingCutInput,
  RecordingCutResult,
  RecordingParams,
  RetentionSettings,
  SessionRetention,
} from '#contracts/privacy.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors, signedInErrors, writeErrors } from '#server/lib/route-support.ts';
import { contentDisposition } from '#server/storage/content-disposition.ts';
import type { PrivacyServices } from './privacy-services.ts';

const tags = ['privacy'];

/** Retention, the audit trail, a candidate's export and erasure, recordings played through the trail. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyServices }> = async (
  app,
  { privacy },
) => {
  app.get(
    '/api/privacy/retention',
    {
      schema: {
        tags,
        summary: "The account's retention periods (null: kept until deleted)",
        response: { 200: RetentionSettings, ...signedInErrors },
      },
    },
    async (request) => privacy.retention(userIdOf(request)),
  );
  app.put(
    '/api/privacy/retention',
    {
      schema: {
        tags,
        summary: "Sets the account's retention periods; the purge applies them on its next run",
        body: RetentionSettings,
        response: { 200: RetentionSettings, ...writeErrors },
      },
    },
    async (request) => privacy.setRetention(userIdOf(request), request.body),
  );

  app.get(
    '/api/sessions/:id/retention',
    {
      schema: {
        tags,
        summary: "When the purge deletes the session's recordings, transcript and the whole interview",
        params: IdParams,
        response: { 200: SessionRetention, ...itemErrors },
      },
    },
    async (request) => privacy.ofSession(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/candidates/:id/audit',
    {
      schema: {
        tags,
        summary: "The audit trail of the candidate's data, newest first (ids and counts only)",
        params: IdParams,
        response: { 200: AuditList, ...itemErrors },
      },
    },
    async (request) => privacy.auditOfCandidate(userIdOf(request), request.params.id),
  );
  app.get(
    '/api/sessions/:id/audit',
    {
      schema: {
        tags,
        summary: "The audit trail of the session's data, newest first (ids and counts only)",
        params: IdParams,
        response: { 200: AuditList, ...itemErrors },
      },
    },
    async (request) => privacy.auditOfSession(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/candidates/:id/export',
    {
      schema: {
        tags,
        summary:
          'Everything held about the candidate as one ZIP: candidate.json (docs/candidate-export.md) and the recordings (WAV)',
        params: IdParams,
        response: { 200: z.any().describe('application/zip, streamed'), ...itemErrors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await privacy.exportCandidate(userIdOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(body);
    },
  );

  app.post(
    '/api/candidates/:id/erasure',
    {
      schema: {
        tags,
        summary:
          'Erases the candidate: profile, applications, every interview with them, recordings and spools; an audit entry without personal data remains',
        params: IdParams,
        response: { 200: ErasureResult, ...writeErrors },
      },
    },
    async (request) => privacy.eraseCandidate(userIdOf(request), request.params.id),
  );
  app.post(
    '/api/sessions/:id/erasure',
    {
      schema: {
        tags,
        summary: 'Erases the session with its transcript, notes, evaluation, recordings and spools',
        params: IdParams,
        response: { 200: ErasureResult, ...writeErrors },
      },
    },
    async (request) => privacy.eraseSession(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/recording/erase-last',
    {
      schema: {
        tags,
        summary:
          'Erases the last minutes of a live interview: its audio is overwritten with silence and its transcript lines deleted, while capture goes on',
        params: IdParams,
        body: RecordingCutInput,
        response: { 200: RecordingCutResult, ...conflictErrors },
      },
    },
    async (request) => privacy.eraseLastMinutes(userIdOf(request), request.params.id, request.body.minutes),
  );

  app.get(
    '/api/sessions/:id/recordings/:exportId',
    {
      schema: {
        tags,
        summary:
          'Plays (or with download=1 downloads) a recording: written to the audit trail, then redirected to its signed URL',
        params: RecordingParams,
        querystring: RecordingAccessQuery,
        response: { 302: z.null().describe('Redirect to the signed URL'), ...itemErrors },
      },
    },
    async (request, reply) => {
      const { id, exportId } = request.params;
      const url = await privacy.recordingUrl(userIdOf(request), id, exportId, request.query.download === '1');
      return reply.redirect(url, 302);
    },
  );
};
