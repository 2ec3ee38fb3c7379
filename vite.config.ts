import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://localhost:5000';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), preloadApp()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': api, '/healthz': api, '/ws': { target: api.replace(/^http/, 'ws'), ws: true } },
  },
});

/**
 * web/main.tsx sends the screen's first requests, then imports the app (web/app/start.tsx). The
 * page names that chunk as well, so that the browser fetches it beside the entry, not after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'interview-hub:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const app = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/web/app/start.tsx'),
        );
        if (!app) throw new Error('The build has no chunk for web/app/start.tsx');
        const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${app.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}
