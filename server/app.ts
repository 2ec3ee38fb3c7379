import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_MAX_PAYLOAD } from '#contracts/realtime.ts';
import { assistantRoutes } from './assistant/assistant.routes.ts';
import { warmLanguage } from './assistant/nlp/warm-language.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { googleAuthRoutes } from './auth/google-auth.routes.ts';
import { panelGrantRoutes } from './auth/panel-grant.routes.ts';
import { cookieSettings } from './auth/session-cookie.ts';
import { createSessionEnds } from './auth/session-ends.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerZoomRoutes } from './integrations/zoom/zoom.routes.ts';
import { registerInterviewRoutes } from './interviews/interviews.routes.ts';
import { loggerOptions } from './lib/logger.ts';
import { checkJsonText, createResponseSerializerCompiler } from './lib/serializer.ts';
import { liveRoutes } from './live/live.routes.ts';
import { closeSocketsAtShutdown } from './live/live-services.ts';
import { applicationListsRoutes } from './pipeline/application-lists.routes.ts';
import { applicationsRoutes } from './pipeline/applications.routes.ts';
import { candidatesRoutes } from './pipeline/candidates.routes.ts';
import { companiesRoutes } from './pipeline/companies.routes.ts';
import { jobOpeningsRoutes } from './pipeline/job-openings.routes.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { createServices, type ServiceOptions } from './plugins/services.ts';
import { socketErrorHandler } from './plugins/socket-errors.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { registerWeb } from './plugins/web.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { registerSetupRoutes } from './setup/setup.routes.ts';
import { speechRoutes } from './speech/speech.routes.ts';
import { startSpeechProvider } from './speech/speech-providers.ts';
import { registerStorageRoutes } from './storage/files.routes.ts';

/** How long a resolved sign-in is kept in memory; ended sessions are dropped at once (decision 019). */
const SESSION_CACHE_MS = 60_000;
/** After the server listens, the language model loads (after the first screens, 1 s). */
const LANGUAGE_AFTER_MS = 1_500;

export type AppOptions = ServiceOptions & {
  config: Config;
  database: Database;
  /** Where log lines go (tests capture them; `main.ts` gives `logOutput`'s); defaults to stdout. */
  logStream?: { write(line: string): void };
  /** Also checks every response against its zod contract (the test suites). */
  checkResponses?: boolean;
};

/** Builds the whole application; never listens. */
export async function buildApp({ config, database, logStream, checkResponses, ...options }: AppOptions) {
  const hops = config.trustProxy;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A hop count as a rule of our own: Fastify reads a number as "trust no one".
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  /** Every route as it registers; the route-inventory test walks it. */
  const routeInventory: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routeInventory.push(route as RouteOptions));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: checkResponses ?? false }));
  if (checkResponses) checkJsonText(app);
  // Bodies are JSON (or multipart, registered by the upload routes); nothing else is parsed.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Sign-ins kept in memory for as long as ended sessions are heard of (decision 019).
  const sessionEnds = createSessionEnds();
  const sessionCache = { ms: SESSION_CACHE_MS, heard: sessionEnds.heard };
  const threaded = options.speechProvider
    ? undefined
    : await startSpeechProvider(config.speech, (err) => app.log.warn({ err }, 'the speech thread stopped'));
  const speechProvider = options.speechProvider ?? threaded;
  const services = createServices(database.db, config, {
    sessionCache,
    ...options,
    speechProvider,
    log: app.log,
  });
  const following = sessionEnds.follow(database, services.sessions, (err) =>
    app.log.warn({ err }, 'announcements of ended sessions: connection lost'),
  );
  app.addHook('onClose', () => following.stop());
  database.onConnectionError((err) =>
    app.log.warn({ err }, 'database connection lost; reconnecting on demand'),
  );
  const cookies = cookieSettings(config.publicUrl);

  registerErrorHandling(app);
  // Before the hooks that may refuse a request: its own marks a WebSocket upgrade, so that a
  // refused handshake still has its socket closed.
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_PAYLOAD },
    errorHandler: socketErrorHandler,
    preClose: closeSocketsAtShutdown(services.liveHub, services.speech),
  });
  await app.register(cookie, { secret: config.sessionSecret });
  registerSecurity(app, config.publicUrl);
  registerAuthContext(app, services.sessions, cookies, services.panelGrants);
  await registerOpenApi(app);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(authRoutes, { auth: services.auth, settings: services.settings, cookie: cookies });
  await app.register(panelGrantRoutes, {
    grants: services.panelGrants,
    sessionOfMeeting: services.interviews.sessions.byMeeting,
  });
  await app.register(googleAuthRoutes, {
    service: services.googleAuth,
    cookie: cookies,
    publicUrl: config.publicUrl,
  });
  await app.register(companiesRoutes, { companies: services.companies });
  await app.register(jobOpeningsRoutes, { jobOpenings: services.jobOpenings });
  await app.register(candidatesRoutes, { candidates: services.candidates });
  await app.register(applicationsRoutes, { applications: services.applications });
  await app.register(applicationListsRoutes, { lists: services.applicationLists });
  await app.register(assistantRoutes, { assistant: services.assistant });
  await registerSetupRoutes(app, services);
  await registerStorageRoutes(app, services.storage);
  await registerInterviewRoutes(app, services.interviews);
  await app.register(speechRoutes, { speech: services.speech });
  await app.register(searchRoutes, { search: services.search });
  await app.register(liveRoutes, {
    hub: services.liveHub,
    ownsSession: services.interviews.sessions.owns,
    audio: services.speech,
    cookie: cookies,
    publicUrl: config.publicUrl,
  });
  // Recordings of sessions closed or deleted while the server was down are settled once it is up.
  app.addHook('onReady', async () => {
    services.speech.recordings
      .resume()
      .catch((err: unknown) => app.log.warn({ err }, 'recordings could not be resumed'));
  });
  app.addHook('onClose', async () => {
    await services.speech.stop();
    await threaded?.close();
  });
  // Erasures cut short resume, and the retention purge runs on its schedule (one instance per slot).
  await app.register(privacyRoutes, { privacy: services.privacy });
  app.addHook('onReady', async () => services.privacy.start());
  app.addHook('onClose', async () => services.privacy.stop());
  await registerZoomRoutes(app, services.zoom, config, cookies, services.sessions.create);
  if (config.webDir) await registerWeb(app, config.webDir);
  // The language model loads a moment after the server is ready, before any interview needs it.
  app.addHook('onListen', async () => {
    setTimeout(warmLanguage, LANGUAGE_AFTER_MS).unref();
  });

  return Object.assign(app as unknown as FastifyInstance, { services, routeInventory });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
