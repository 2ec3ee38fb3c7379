import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:5000';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), preloadApp(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The app's code and its packages in two chunks, which Chromium parses side by side off the
    // main thread while the page loads: bench/README.md, applications-render.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/healthz': api, '/ws': { target: api.replace(/^http/, 'ws'), ws: true } },
  },
});

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
