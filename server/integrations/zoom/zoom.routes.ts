import type { FastifyInstance } from 'fastify';
import type { CookieSettings } from '#server/auth/session-cookie.ts';
import type { Config } from '#server/config.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { rtmsRoutes } from './streams/rtms.routes.ts';
import { zoomWebhookRoutes } from './webhooks/zoom-webhooks.routes.ts';
import { registerZoomAppContext, zoomAppRoutes } from './zoom-app/zoom-app.routes.ts';
import { zoomAppLinkRoutes } from './zoom-app/zoom-app-links.routes.ts';
import type { ZoomServices } from './zoom-services.ts';

/**
 * Zoom's webhooks, the RTMS stream routes, the Zoom App's context and `GET /api/integrations`.
 * Registered after the speech ingest's shutdown hook: Fastify runs `onClose` hooks last-added
 * first, so the streams end (their last words committed) before the ingest stops.
 */
export async function registerZoomRoutes(
  app: FastifyInstance,
  zoom: ZoomServices,
  config: Pick<Config, 'zoom' | 'meet'>,
  cookie: CookieSettings,
  signIn: (userId: string, authType: 'local' | 'google') => Promise<{ token: string }>,
) {
  const { streams } = zoom;
  await app.register(zoomWebhookRoutes, {
    secretToken: config.zoom?.webhookSecretToken,
    handlers: { rtmsStarted: streams.webhookStarted, rtmsStopped: streams.webhookStopped },
    dedupe: zoom.webhookDedupe,
    serverAddressProblem: zoom.serverAddressProblem,
  });
  await app.register(rtmsRoutes, { streams });
  await app.register(zoomAppRoutes, {});
  await app.register(zoomAppLinkRoutes, { links: zoom.appLinks, signIn, cookie });
  await app.register(integrationsRoutes, { zoom: config.zoom, meet: config.meet });
  registerZoomAppContext(app, { clientSecret: config.zoom?.clientSecret, secureCookies: cookie.secure });
  app.addHook('onClose', async () => streams.stopAll());
}
