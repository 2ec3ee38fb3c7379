import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '#contracts/errors.ts';
import {
  ZoomAppLinkConfirmInput,
  ZoomAppLinkDto,
  ZoomAppLinkExchangeInput,
  ZoomAppLinkState,
} from '#contracts/zoom-app-link.ts';
import { requireSession } from '#server/auth/request-user.ts';
import { type CookieSettings, setSessionCookie } from '#server/auth/session-cookie.ts';
import { conflictErrors, Deleted } from '#server/lib/route-support.ts';
import type { ZoomAppLinks } from './zoom-app-links.ts';

type Options = {
  links: ZoomAppLinks;
  /** Starts a sign-in for the user (auth's session service); its token goes in the cookie. */
  signIn(userId: string, authType: 'local' | 'google'): Promise<{ token: string }>;
  cookie: CookieSettings;
};

const publicErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

/**
 * The Zoom App's sign-in through the system browser (decision 050): the app asks for a link and
 * opens its page in the browser, the signed-in browser confirms it, the app exchanges it once.
 */
export const zoomAppLinkRoutes: FastifyPluginAsyncZod<Options> = async (app, { links, signIn, cookie }) => {
  app.post(
    '/api/zoom-app/links',
    {
      config: { public: true },
      schema: {
        tags: ['zoom'],
        summary: 'A sign-in link for the Zoom App, to open in the system browser',
        response: { 201: ZoomAppLinkDto },
      },
    },
    async (_request, reply) => {
      const { code, pollToken, expiresAt } = await links.create();
      const path = `/zoomapp/link?code=${encodeURIComponent(code)}`;
      return reply.code(201).send({ code, pollToken, path, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/zoom-app/links/confirm',
    {
      schema: {
        tags: ['zoom'],
        summary: "The signed-in browser confirms a Zoom App's sign-in link",
        body: ZoomAppLinkConfirmInput,
        response: { 204: Deleted.describe('Confirmed; no body'), ...conflictErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      await links.confirm(request.body.code, user.id, user.authType);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/zoom-app/links/exchange',
    {
      config: { public: true },
      schema: {
        tags: ['zoom'],
        summary: 'The Zoom App exchanges its confirmed link, once, for its own sign-in',
        body: ZoomAppLinkExchangeInput,
        response: { 200: ZoomAppLinkState, ...publicErrors },
      },
    },
    async (request, reply) => {
      const linked = await links.exchange(request.body.pollToken);
      if (!linked) return { status: 'pending' as const };
      const { token } = await signIn(linked.userId, linked.authType);
      setSessionCookie(reply, cookie, token);
      request.log.info({ userId: linked.userId, event: 'login' }, 'Zoom App signed in through the browser');
      return { status: 'signed-in' as const };
    },
  );
};
