import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '#contracts/errors.ts';
import {
  QUICK_CREATE_LIMITS,
  QuickCreateOutput,
  QuickCreateSaved,
  QuickCreateSaveInput,
} from '#contracts/quick-create.ts';
import { GenerateQuery } from '#contracts/scorecards.ts';
import { streamNdjson, wantsNdjson } from '#server/assistant/ndjson-stream.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors } from '#server/lib/route-support.ts';
import type { QuickCreateService } from './quick-create.service.ts';
import { readQuickCreateUpload } from './quick-create-upload.ts';

const tags = ['sessions'];
const generateErrors = {
  ...conflictErrors,
  413: ErrorBody,
  415: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
  504: ErrorBody,
} as const;
const megabytes = QUICK_CREATE_LIMITS.pdfBytes / (1024 * 1024);

const GENERATE_DESCRIPTION = [
  'Multipart form: `data` is the JSON of the inputs (jobRole, interviewType, jobDescription, scorecardTemplate and',
  'agendaTemplate as `{type: existing|new, existingId, newContent}`, minDuration, maxDuration, interviewExpectations);',
  `\`resume\` and \`linkedinProfile\` are optional PDF files of at most ${megabytes} MB (413 above), checked by their`,
  "`%PDF-` magic bytes (400 'Please select a PDF file.'); only the first pages are read, in a child process with time and",
  'memory limits (a damaged file answers 400, one that expands past the memory limit or reads too long 413, and 503 when',
  'too many files are waiting to be read). Nothing is stored. `?model=` picks the model.',
  'With `Accept: application/x-ndjson` the answer is a stream of `{"type":"progress","text"}` lines, then one',
  '`{"type":"result","data"}` or `{"type":"error","error"}` line; every 4xx comes before the stream.',
].join(' ');

const SAVE_DESCRIPTION = [
  'Send `interviewTitle` and `candidateName` from the generated outputs (or `candidateId` for an existing candidate),',
  '`agenda.items` and `scorecard.items` as the review produced them (`resultingAgenda` / `resultingScorecard` of',
  'contracts/quick-create-review.ts), and optionally `aiModel`. The session stores exactly those items: agenda',
  '`content` becomes the item description and `duration` its minutes (15 when absent); scorecard `content` is the',
  "section's starting text. A new candidate is created from the name, split at the first space. Answers the new",
  "session's id.",
].join(' ');

/** Quick Create (spec 000 §7): generate a reviewed kit, then save it as a session. */
export const quickCreateRoutes: FastifyPluginAsyncZod<{ quickCreate: QuickCreateService }> = async (
  app,
  { quickCreate },
) => {
  // Only these routes parse multipart; limits are set per request in readQuickCreateUpload.
  await app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('onClose', () => quickCreate.close());

  app.post(
    '/api/sessions/quick-create/generate',
    {
      schema: {
        tags,
        summary: 'Generate an agenda and a scorecard adapted to the job, the resume and the time',
        description: GENERATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: GenerateQuery,
        response: { 200: QuickCreateOutput, ...generateErrors },
      },
    },
    async (request, reply) => {
      const upload = await readQuickCreateUpload(request);
      const run = await quickCreate.prepare(userIdOf(request), upload);
      const { model } = request.query;
      if (wantsNdjson(request))
        return streamNdjson(request, reply, (controls) => run({ ...controls, model }));
      return run({ model });
    },
  );

  app.post(
    '/api/sessions/quick-create/save',
    {
      schema: {
        tags,
        summary: 'Create a session from a reviewed Quick Create kit',
        description: SAVE_DESCRIPTION,
        body: QuickCreateSaveInput,
        response: { 201: QuickCreateSaved, ...conflictErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await quickCreate.save(userIdOf(request), request.body)),
  );
};
