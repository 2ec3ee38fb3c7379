import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PanelGrantDto, PanelGrantInput } from '#contracts/meet-panel.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { PanelGrants } from './panel-grants.ts';
import { requireSession } from './request-user.ts';

type Options = {
  grants: Pick<PanelGrants, 'issue'>;
  /** The signed-in user's session linked to a meeting (404 otherwise). */
  sessionOfMeeting(userId: string, meeting: string): Promise<{ id: string }>;
};

/**
 * `POST /api/meet-panel/grant`: asked by the panel's sign-in window (first-party, with the cookie)
 * for the meeting the panel runs in; the answer goes to the panel's frame (decision 037).
 */
export const panelGrantRoutes: FastifyPluginAsyncZod<Options> = async (app, { grants, sessionOfMeeting }) => {
  app.post(
    '/api/meet-panel/grant',
    {
      schema: {
        tags: ['google-meet'],
        summary: "A short-lived grant for the Meet side panel's view of the meeting's session",
        body: PanelGrantInput,
        response: { 200: PanelGrantDto, ...itemErrors },
      },
    },
    async (request) => {
      const { sid, user } = requireSession(request);
      const session = await sessionOfMeeting(user.id, request.body.meeting);
      const { token, expiresAt } = await grants.issue(sid, user.id, session.id);
      return { grant: token, expiresAt: expiresAt.toISOString(), sessionId: session.id };
    },
  );
};
