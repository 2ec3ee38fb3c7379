import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZoomAppContextDto } from '#contracts/rtms.ts';
import { AppError } from '#server/lib/errors.ts';
import { signedInErrors } from '#server/lib/route-support.ts';
import { checkZoomAppContext } from './zoom-app-context.ts';

/** The Zoom App's home URL: the web app's `/zoomapp` screen. */
export const isZoomAppPage = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/zoomapp' || pathname === '/zoomapp/';
};

const COOKIE = 'zoom_app_context';
/** Read by `/api/zoom/*` and by the stream routes (`/api/rtms/*`), whose claims it proves. */
const COOKIE_PATH = '/api';
/** What the page may know of the context: never Zoom's user or account ids. */
const Kept = z.object({
  typ: z.string(),
  mid: z.string().nullable(),
  role: z.string().nullable(),
  exp: z.number(),
});

type Options = { clientSecret: string | undefined; secureCookies: boolean; now?: () => number };

/**
 * When Zoom opens `/zoomapp` it sends its encrypted `X-Zoom-App-Context`: decrypted and checked
 * here (the GCM tag, the expiry). A context that fails is refused with 401; a good one is kept,
 * without Zoom's user and account ids, in a signed cookie that only `/api/zoom/*`
 * and the stream routes read until it expires (a couple of minutes). Neither the header nor the
 * context is ever logged.
 */
export function registerZoomAppContext(app: FastifyInstance, options: Options) {
  const { clientSecret, secureCookies, now = Date.now } = options;
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isZoomAppPage(request.url)) return;
    const header = request.headers['x-zoom-app-context'];
    if (typeof header !== 'string' || !clientSecret) return;
    const at = now();
    const check = checkZoomAppContext(header, clientSecret, at);
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'zoom app context refused');
      throw AppError.unauthenticated(
        'The Zoom App context could not be verified; open the app from Zoom again',
      );
    }
    const { typ, mid, attendrole, exp } = check.context;
    const kept = { typ, mid: mid ?? null, role: attendrole ?? null, exp };
    reply.setCookie(COOKIE, JSON.stringify(kept), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: COOKIE_PATH,
      maxAge: Math.max(1, Math.ceil((exp - at) / 1000)),
    });
  });
}

function keptContext(request: FastifyRequest, nowMs: number) {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const kept = Kept.parse(JSON.parse(unsigned.value));
    if (kept.exp <= nowMs) return null;
    return {
      typ: kept.typ,
      meetingUuid: kept.mid,
      role: kept.role,
      expiresAt: new Date(kept.exp).toISOString(),
    };
  } catch {
    return null;
  }
}

/**
 * The meeting UUID Zoom vouched for in this browser's Zoom App context, if it did and it has not
 * expired: the only meeting UUID a claim may trust (never one the request body names).
 */
export const provenMeetingUuid = (request: FastifyRequest, nowMs = Date.now()) =>
  keptContext(request, nowMs)?.meetingUuid ?? null;

/** `GET /api/zoom/context`: the meeting Zoom vouched for when it opened the app, if it did. */
export const zoomAppRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, options) => {
  const now = options.now ?? Date.now;
  app.get(
    '/api/zoom/context',
    {
      schema: {
        tags: ['zoom'],
        summary:
          'The Zoom App context Zoom sent when it opened /zoomapp (meeting UUID, role), until it expires',
        response: { 200: ZoomAppContextDto, ...signedInErrors },
      },
    },
    async (request) => ({ context: keptContext(request, now()) }),
  );
};
