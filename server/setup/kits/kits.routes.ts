import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#contracts/common.ts';
import { Kit, KitImportInput, KitPreview, kitFileName } from '#contracts/kits.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors, writeErrors } from '#server/lib/route-support.ts';
import { sendJsonText } from '#server/lib/serializer.ts';
import type { KitsService } from './kits.service.ts';

const tags = ['interview setup'];
const base = '/api/interview-setup';

/** A kit as a download: the browser saves it under the kit's kind and title. */
const attachment = (kit: Kit) => {
  const title =
    kit.kind === 'interview-template'
      ? kit.template.title
      : kit.kind === 'scorecard'
        ? kit.scorecard.title
        : kit.agenda.title;
  return `attachment; filename="${kitFileName(kit.kind, title)}"`;
};

export const kitsRoutes: FastifyPluginAsyncZod<{ kits: KitsService }> = async (app, { kits }) => {
  const exports = [
    {
      path: 'interview-templates',
      what: 'an interview template with its scorecard and agenda',
      run: kits.exportTemplate,
    },
    { path: 'scorecards', what: 'a scorecard', run: kits.exportScorecard },
    { path: 'agendas', what: 'an agenda', run: kits.exportAgenda },
  ] as const;
  for (const { path, what, run } of exports) {
    app.get(
      `${base}/${path}/:id/kit`,
      {
        schema: {
          tags,
          summary: `Export ${what} as an interview kit (docs/interview-kits.md)`,
          params: IdParams,
          response: { 200: Kit, ...itemErrors },
        },
      },
      async (request, reply) => {
        const kit = await run(userIdOf(request), request.params.id);
        // Indented: a kit is a file people open, read and keep under version control.
        return sendJsonText(
          reply.header('content-disposition', attachment(kit)),
          `${JSON.stringify(kit, null, 2)}\n`,
        );
      },
    );
  }

  app.post(
    `${base}/kits/preview`,
    {
      schema: {
        tags,
        summary: 'What importing a kit would create (titles already in use get a new one); stores nothing',
        body: KitImportInput,
        response: { 200: KitPreview, ...writeErrors },
      },
    },
    async (request) => kits.preview(userIdOf(request), request.body),
  );

  app.post(
    `${base}/kits/import`,
    {
      schema: {
        tags,
        summary: 'Import a kit: creates its records in one transaction, never replacing an existing one',
        body: KitImportInput,
        response: { 201: KitPreview, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await kits.import(userIdOf(request), request.body)),
  );
};
