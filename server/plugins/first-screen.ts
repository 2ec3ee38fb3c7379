import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dependsOnTimeZone } from '#contracts/headers.ts';
import { firstRequests } from '../../web/app/first-requests.ts';
import { EMBEDDED_ANSWERS_ID, type ReadAnswer } from '../../web/lib/first-responses.ts';

/**
 * A first visit of a pipeline screen gets the screen's HTML, rendered from its first reads, and
 * those reads' answers: its rows paint as the page arrives, before the app's script has run, and
 * the app then renders from the same answers and takes the HTML over.
 * docs/decisions/024-first-screen-on-the-server.md
 */

export type RenderScreen = (
  pathname: string,
  search: string,
  answers: Readonly<Record<string, ReadAnswer>>,
) => Promise<string | undefined>;

const ROOT = '<div id="root"></div>';

/**
 * The API paths the server reads to render the screen at `pathname`, or undefined for a screen it
 * leaves to the browser: one that reads nothing but the sign-in status as it opens (it reads as it
 * renders), or one whose answers depend on the browser's time zone, which a first visit does not
 * tell (job openings: "Overdue").
 */
export function serverRenderedReads(pathname: string, search: string): string[] | undefined {
  const reads = firstRequests(pathname, search);
  if (reads.length < 2 || reads.some(dependsOnTimeZone)) return undefined;
  return reads;
}

/** The page with the screen's HTML in its root and the answers it was rendered from beside it. */
export function renderedPage(index: string, html: string, answers: Record<string, ReadAnswer>): string {
  // JSON in a script element ends at the first "</script": no "<" may be left in it.
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  const embedded = `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`;
  return index.replace(ROOT, () => `<div id="root">${html}</div>${embedded}`);
}

/**
 * Renders first visits with `loadRenderer`'s renderer, loaded once (the app's modules take the
 * server about a second). Resolves to undefined when the page should go out as it is: nobody
 * signed in, a screen left to the browser, a read that did not succeed, a renderer that fails.
 */
export function firstScreens(
  app: FastifyInstance,
  webDir: string,
  loadRenderer: () => Promise<RenderScreen>,
) {
  let renderer: Promise<RenderScreen | undefined> | undefined;
  const load = () => {
    renderer ??= loadRenderer().catch((err: unknown) => {
      app.log.error({ err }, 'screens will render in the browser only: the server could not load them');
      return undefined;
    });
    return renderer;
  };

  async function renderScreen(...args: Parameters<RenderScreen>): Promise<string | undefined> {
    const render = await load();
    try {
      return await render?.(...args);
    } catch (err) {
      app.log.error({ err, screen: args[0] }, 'the server could not render a screen: sent unrendered');
      return undefined;
    }
  }

  async function page(request: FastifyRequest): Promise<string | undefined> {
    if (request.method !== 'GET' || !request.session) return undefined;
    const url = new URL(request.url, 'http://localhost');
    const reads = serverRenderedReads(url.pathname, url.search);
    if (!reads) return undefined;
    const headers = { cookie: request.headers.cookie ?? '' };
    const answered = await Promise.all(
      reads.map(async (read) => {
        const response = await app.inject({ method: 'GET', url: read, headers });
        return [read, { status: response.statusCode, body: response.body }] as const;
      }),
    );
    if (answered.some(([, answer]) => answer.status !== 200)) return undefined;
    const answers = Object.fromEntries(answered);
    const html = await renderScreen(url.pathname, url.search, answers);
    if (html === undefined) return undefined;
    return renderedPage(await readFile(path.join(webDir, 'index.html'), 'utf8'), html, answers);
  }

  return { page, warm: () => void load() };
}
