import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#contracts/errors.ts';
import { ZOOM_NOT_CONFIGURED_MESSAGE } from '#contracts/rtms.ts';
import { AppError } from '#server/lib/errors.ts';
import { hostOf } from '../rtms-client/rtms-checks.ts';
import type { WebhookDedupe } from './webhook-dedupe.ts';
import { type RtmsStartEvent, type RtmsStopEvent, readWebhook } from './webhook-payloads.ts';
import { checkWebhook, urlValidationAnswer } from './zoom-signature.ts';

/** Zoom's event bodies are a few hundred bytes. */
const WEBHOOK_BODY_MAX = 64 * 1024;

export type WebhookHandlers = {
  rtmsStarted(event: RtmsStartEvent): Promise<unknown>;
  rtmsStopped(event: RtmsStopEvent): Promise<unknown>;
};

type Options = {
  /** The app's Secret Token; undefined when Zoom is not set up. */
  secretToken: string | undefined;
  handlers: WebhookHandlers;
  dedupe: WebhookDedupe;
  /** Why a start's `server_urls` may not be dialled (not `wss://` on Zoom's hosts), or undefined. */
  serverAddressProblem(url: string): string | undefined;
  now?: () => number;
};

const Answer = z.union([
  z.object({ plainToken: z.string(), encryptedToken: z.string() }),
  z.object({ received: z.literal(true) }),
]);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/zoom/webhooks`, Zoom's event notification endpoint (integrations.md §1.1). Public
 * and exempt from the same-origin rule: a request is Zoom's only when its v0 signature over the raw
 * body matches and its timestamp is within five minutes. It is answered at once; the stream work
 * runs after the answer, since Zoom retries endpoints slower than 3 s. Neither the signature nor
 * the payload is ever logged.
 */
export const zoomWebhookRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { secretToken, handlers, dedupe, now = Date.now } = options;
  // This route alone keeps the bytes as they came: the signature is over them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/zoom/webhooks',
    {
      config: { public: true, crossOrigin: true },
      bodyLimit: WEBHOOK_BODY_MAX,
      schema: {
        tags: ['zoom'],
        summary: "Zoom's webhooks: URL validation, RTMS stream started and stopped (v0-signed)",
        response: { 200: Answer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      if (!secretToken) throw new AppError(404, 'not_found', ZOOM_NOT_CONFIGURED_MESSAGE);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = header(request, 'x-zm-signature');
      const timestamp = header(request, 'x-zm-request-timestamp');
      const check = checkWebhook(secretToken, { signature, timestamp }, raw, now());
      if (!check.ok) throw AppError.unauthenticated(check.message);

      const job = readWebhook(parseJson(raw), new Date(now()));
      if (!job) throw AppError.badRequest('The webhook body is not one Zoom sends');
      if (job.kind === 'url_validation') return urlValidationAnswer(secretToken, job.plainToken);
      const refused = job.kind === 'rtms_started' && options.serverAddressProblem(job.event.serverUrls);
      if (refused) {
        // Signed, so Zoom's (or its secret leaked): answered, never dialled, logged without ids.
        const host = hostOf(job.event.serverUrls);
        request.log.warn({ host, problem: refused }, 'zoom webhook server address refused');
        return { received: true as const };
      }
      if (!(await dedupe.first(job.key))) {
        request.log.info({ zoomEvent: job.kind }, 'zoom webhook already taken');
        return { received: true as const };
      }
      // After the answer: the stream work may take seconds (a database, a connection).
      setImmediate(() => {
        const work =
          job.kind === 'rtms_started'
            ? handlers.rtmsStarted(job.event)
            : job.kind === 'rtms_stopped'
              ? handlers.rtmsStopped(job.event)
              : Promise.resolve();
        work.catch((err: unknown) => request.log.warn({ err, zoomEvent: job.kind }, 'zoom webhook failed'));
      });
      return { received: true as const };
    },
  );
};
