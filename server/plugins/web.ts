import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenEntry } from '#contracts/first-screen.ts';
import { firstScreens } from './first-screen.ts';

/**
 * The web's entry for the server, which renders first visits (first-screen.ts): built by Vite beside
 * the app (dist/web-server beside dist/web), one file with all it imports; the server imports
 * nothing else of the web. docs/decisions/028-first-screen-entry-and-screen-chunks.md
 */
export function firstScreenEntryFile(webDir: string): string {
  return path.join(path.dirname(webDir), 'web-server', 'server-entry.js');
}

async function loadFirstScreenEntry(file: string): Promise<FirstScreenEntry> {
  const built: { firstScreen?: Partial<FirstScreenEntry> } = await import(pathToFileURL(file).href);
  const { reads, render } = built.firstScreen ?? {};
  if (!reads || !render) throw new Error(`${file} has no first screen entry`);
  return { reads, render };
}

/** How long after listening the server loads the web's entry to render first visits. */
const WARM_AFTER_MS = 1_000;

/**
 * Serves the built web app. A first visit of a pipeline screen gets the screen rendered
 * (first-screen.ts); any other path that is not the API's gets index.html, and the app's router
 * decides. Every route here is public: the files and the page carry no one's data (a rendered
 * screen is rendered only for the session that asks, from its own reads).
 */
export async function registerWeb(app: FastifyInstance, webDir: string) {
  const screens = firstScreens(app, webDir, () => loadFirstScreenEntry(firstScreenEntryFile(webDir)));
  // Loaded a moment after the server is ready, not on the way to it (0.1-0.2 s of work).
  app.addHook('onListen', async () => {
    setTimeout(screens.warm, WARM_AFTER_MS).unref();
  });
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await web.register(fastifyStatic, {
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
    web.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const { '*': rest = '' } = request.params as { '*'?: string };
      if (namesServerRoute(rest) || path.extname(url) !== '') {
        return reply.code(404).send({ error: { code: 'not_found', message: `No route for GET ${url}` } });
      }
      if (await screens.send(request, reply)) return reply;
      return reply.sendFile('index.html');
    });
  });
}

/** First segments of the server's own paths (the API, the live channel); no screen of the app's. */
const SERVER_SEGMENTS = new Set(['api', 'ws']);

/**
 * Whether a path no route matched still names the server's own paths, as a proxy or a browser
 * might read it: decoded (again, for `%2561`), slashes doubled or encoded, any case, trailing dots.
 * It answers 404 then, not the app's page.
 */
function namesServerRoute(rest: string): boolean {
  let decoded = rest;
  for (let i = 0; i < 3; i++) {
    const next = safeDecode(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const first = decoded.split(/[/\\]/).find((segment) => segment !== '') ?? '';
  return SERVER_SEGMENTS.has(first.replace(/[.\s]+$/, '').toLowerCase());
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
