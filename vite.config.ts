import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:5000';

const ENTRY = path.resolve(import.meta.dirname, 'web/index.html');
const START = path.resolve(import.meta.dirname, 'web/app/start.tsx');

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), preloadApp(), { ...precompress(), applyToEnvironment: isClient }],
  // `vite build` builds both: the app for the browser, and the server's entry to it (decision 028).
  builder: {},
  environments: {
    client: {
      build: {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // Each screen's page is a chunk of its own (web/app/pages.ts), with what only it uses; what
        // runs before any screen is in a few chunks (`initialChunk`). The shell is an input of its
        // own for rolldown to tell what it imports (`$initial`) from what only the screens do.
        // What screens share is in rolldown's chunks by the screens that share it, so that a screen
        // loads none of what only others use; but the icons three screens or more draw, and the
        // small modules of ours ten screens or more use (states, badges, form fields), are one
        // chunk each rather than a file each of a few hundred bytes (bench/README.md,
        // first-visit-bytes).
        rolldownOptions: {
          input: { index: 'web/index.html', start: START },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: initialChunk,
                  debugName: 'initial',
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                },
                { name: 'icons', test: /lucide-react/, minShareCount: 3 },
                {
                  name: 'common',
                  test: (id) => !id.includes('/node_modules/'),
                  maxModuleSize: 2048,
                  minShareCount: 10,
                },
              ],
            },
          },
        },
      },
    },
    // The one module of the web the server loads, in one file with everything it imports: it
    // needs nothing else where it is, and the server imports it in 0.1-0.2 s (decision 028).
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: '../dist/web-server',
        emptyOutDir: true,
        sourcemap: false,
        // Read from disk by the server, never sent: its size is not a first visit's.
        chunkSizeWarningLimit: 4_000,
        rolldownOptions: { input: 'web/app/server-entry.tsx', output: { codeSplitting: false } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/healthz': api, '/ws': { target: api.replace(/^http/, 'ws'), ws: true } },
  },
});

/**
 * The chunk of a module the page runs before any screen. The entry's (web/index.html, web/main.tsx
 * and what they import) in the entry, or in `first` beside it when the app imports it too; what
 * the app's shell imports (web/app/start.tsx, and what it imports) in `vendor`, its packages, and
 * `shell`, its own code, as before the screens were split (decision 022). start.tsx stays a chunk
 * of its own: it waits for the screen's page (a top-level await), and a page that imported the
 * chunk it is in would wait for it in turn. Any other module is a screen's, or shared by some
 * screens: rolldown puts it in a chunk by the screens that import it.
 */
function initialChunk(id: string, context: ChunkingContext): string | null {
  let page = pages.get(context);
  if (!page) {
    page = initialModules(context);
    pages.set(context, page);
  }
  if (page.entry.has(id)) return page.shared.has(id) ? 'first' : null;
  if (page.startOnly.has(id)) return null;
  return id.includes('/node_modules/') ? 'vendor' : 'shell';
}

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
};
/** The page's modules before any screen, worked out once a build. */
const pages = new WeakMap<ChunkingContext, ReturnType<typeof initialModules>>();

/**
 * The modules the entry imports (not dynamically) at any depth, and of those the ones the app
 * imports too (`shared`); the modules of the app's own that only web/app/start.tsx imports, through
 * modules only it imports (`startOnly`, start.tsx with them).
 */
function initialModules(context: ChunkingContext) {
  const imported = (id: string) => context.getModuleInfo(id)?.importedIds ?? [];
  const importers = (id: string) => context.getModuleInfo(id)?.importers ?? [];
  const entry = new Set([ENTRY]);
  for (const id of entry) for (const next of imported(id)) entry.add(next);
  const shared = new Set([...entry].filter((id) => importers(id).some((importer) => !entry.has(importer))));
  for (const id of shared) for (const next of imported(id)) if (entry.has(next)) shared.add(next);
  const startOnly = new Set([START]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const id of [...startOnly].flatMap(imported)) {
      const own = !id.includes('/node_modules/') && !entry.has(id) && !startOnly.has(id);
      if (own && importers(id).every((importer) => startOnly.has(importer))) {
        startOnly.add(id);
        grown = true;
      }
    }
  }
  return { entry, shared, startOnly };
}

function isClient(environment: { name: string }): boolean {
  return environment.name === 'client';
}

/**
 * web/main.tsx sends the screen's first requests, then imports the app (web/app/start.tsx). The
 * page names that chunk and the chunks it imports as well (those the page does not name yet), so
 * that the browser fetches them beside the entry, not after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'interview-hub:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const app = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/web/app/start.tsx'),
        );
        if (app?.type !== 'chunk') throw new Error('The build has no chunk for web/app/start.tsx');
        const files = new Set([app.fileName]);
        for (const file of files) {
          const chunk = bundle?.[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) files.add(imported);
        }
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
