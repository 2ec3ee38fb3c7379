import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstScreens, type RenderScreen } from './first-screen.ts';

/** The app's modules, loaded into the server to render first visits (first-screen.ts). */
const loadRenderer = async (): Promise<RenderScreen> =>
  (await import('../../web/app/server-render.tsx')).renderScreen;

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export async function registerWeb(app: FastifyInstance, webDir: string) {
  const screens = firstScreens(app, webDir, loadRenderer);
  app.addHook('onListen', async () => screens.warm());
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
