import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstScreens, type RenderScreen } from './first-screen.ts';

/** The app's modules, loaded into the server to render first visits (first-screen.ts). */
const loadRenderer = async (): Promise<RenderScreen> =>
  (await import('../../web/app/server-render.tsx')).renderScreen;

/** How long after listening the server loads the app's modules to render first visits. */
const WARM_AFTER_MS = 1_000;

/**
 * Serves the built web app. A first visit of a pipeline screen gets the screen rendered
 * (first-screen.ts); any other path that is not the API's gets index.html, and the app's router
 * decides.
 */
export async function registerWeb(app: FastifyInstance, webDir: string) {
  const screens = firstScreens(app, webDir, loadRenderer);
  // Loaded a moment after the server is ready, not on the way to it: about a second of work.
  app.addHook('onListen', async () => {
    setTimeout(screens.warm, WARM_AFTER_MS).unref();
  });
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    maxAge: 0,
    // The build leaves `.br` and `.gz` copies beside the scripts and styles (scripts/precompress.ts).
    preCompressed: true,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (path.basename(file) === 'index.html') {
        // It names the current assets: asked again on every visit, so a new build shows at once.
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || path.extname(url) !== '') {
      return reply.code(404).send({ error: { code: 'not_found', message: `No route for GET ${url}` } });
    }
    if (await screens.send(request, reply)) return reply;
    return reply.sendFile('index.html');
  });
}
