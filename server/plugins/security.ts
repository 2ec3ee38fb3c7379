import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '#server/lib/errors.ts';
import { expectedOrigin } from '#server/lib/route-support.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MEET_SIGN_IN = '/google-meet/sign-in';
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Headers for every response, and the CSRF rule for every state-changing request: it must come
 * from our own origin, and a body must be JSON or multipart (docs/decisions/005-csrf.md).
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string | undefined) {
  const headers = helmetHeaders(helmetOptions(publicUrl, ["'self'"]));
  // The Google Meet add-on's side panel embeds /google-meet from Meet; no other page is framed.
  const meetHeaders = helmetHeaders(helmetOptions(publicUrl, ["'self'", 'https://meet.google.com']));
  // The Zoom client renders an app's page only with HSTS among its headers, whatever the
  // deployment says (browsers ignore it over plain HTTP); the others are already on every answer.
  const zoomAppHeaders = { ...headers, 'strict-transport-security': ZOOM_APP_HSTS };
  // The Meet panel's sign-in window hands its grant to the panel's frame through `window.opener`,
  // which a same-origin opener policy would cut (the frame's top is Meet): decision 037.
  const meetSignInHeaders = { ...headers, 'cross-origin-opener-policy': 'unsafe-none' };

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    reply.headers(
      isMeetAddOn(pathname)
        ? meetHeaders
        : isZoomApp(pathname)
          ? zoomAppHeaders
          : pathname === MEET_SIGN_IN
            ? meetSignInHeaders
            : headers,
    );
    // No cache keeps an answer, however its URL is spelled, unless its route says otherwise: the
    // web app's files set their own (web.ts).
    reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossOrigin) return;
    const origin = request.headers.origin;
    if (!origin || origin !== expectedOrigin(request, publicUrl)) {
      throw AppError.forbidden('Cross-origin request refused');
    }
    if (hasBody(request) && !BODY_TYPES.some((t) => request.headers['content-type']?.startsWith(t))) {
      throw new AppError(
        415,
        'unsupported_media_type',
        'Send the request body as JSON (or multipart form data for uploads)',
      );
    }
  });
}

function helmetOptions(publicUrl: string | undefined, frameAncestors: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors,
      },
    },
    // frame-ancestors above replaces X-Frame-Options, which cannot name Meet.
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl?.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  };
}

/** The add-on's page, `/google-meet` (web/app/routes.tsx). */
function isMeetAddOn(pathname: string): boolean {
  return pathname === '/google-meet' || pathname === '/google-meet/';
}

/**
 * The Zoom App's page, `/zoomapp`: Zoom checks every HTML answer it renders for
 * Strict-Transport-Security, X-Content-Type-Options, Content-Security-Policy and Referrer-Policy
 * (https://developers.zoom.us/docs/zoom-apps/security/owasp/).
 */
function isZoomApp(pathname: string): boolean {
  return pathname === '/zoomapp' || pathname === '/zoomapp/';
}
const ZOOM_APP_HSTS = 'max-age=31536000';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The headers helmet sets for `options`, worked out once. They do not depend on the request
 * (no CSP nonces), and helmet's Fastify plugin would rebuild them, directives parsed again, on
 * every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
