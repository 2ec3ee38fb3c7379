import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBEDDED_ANSWERS_ID, type FirstScreenEntry, type ReadAnswers } from '#contracts/first-screen.ts';

/**
 * A first visit of a pipeline screen gets the screen's HTML, rendered from its first reads, and
 * those reads' answers: its rows paint as the page arrives, before the app's script has run, and
 * the app then renders from the same answers and takes the HTML over.
 * docs/decisions/024-first-screen-on-the-server.md
 *
 * Which screens, which reads and their HTML are the web's: its server entry says them
 * ({@link FirstScreenEntry}, docs/decisions/028-first-screen-entry-and-screen-chunks.md). This file knows only the
 * page around them.
 */

const ROOT = '<div id="root"></div>';
const OPEN_ROOT = '<div id="root">';

/** The element that carries the answers a screen was rendered from, for the app to read. */
export function embeddedAnswers(answers: ReadAnswers): string {
  // JSON in a script element ends at the first "</script": no "<" may be left in it.
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`;
}

/** Brotli or gzip, whichever `Accept-Encoding` accepts (Brotli first), or none. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The body's stream: compressed as the browser accepts (161–185 KB of page become 14–18 KB). */
function bodyStream(encoding: 'br' | 'gzip' | undefined): BrotliCompress | Gzip | PassThrough {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return createGzip();
  return new PassThrough();
}

type Screen = { entry: FirstScreenEntry; pathname: string; search: string; reads: string[] };

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Serves first visits of the screens the server renders, with the web's entry that `loadEntry`
 * gives, loaded once.
 */
export function firstScreens(
  app: FastifyInstance,
  webDir: string,
  loadEntry: () => Promise<FirstScreenEntry>,
) {
  let loading: Promise<FirstScreenEntry | undefined> | undefined;
  /** The build's style sheets by file: their names change with their content. */
  const styles = new Map<string, Promise<string>>();
  const load = () => {
    loading ??= loadEntry().catch((err: unknown) => {
      app.log.error({ err }, 'screens will render in the browser only: the server could not load them');
      return undefined;
    });
    return loading;
  };

  /** The screen a request asks for, when the server renders it for whoever is signed in. */
  async function screenOf(request: FastifyRequest): Promise<Screen | undefined> {
    if (request.method !== 'GET' || !request.session) return undefined;
    const entry = await load();
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const reads = entry?.reads(pathname, search);
    return entry && reads && { entry, pathname, search, reads };
  }

  /**
   * The page's head with its style sheets written in, not linked: the browser lays the screen out
   * once, styled, as it arrives. Asked for by a link, a sheet came after the screen's HTML, which
   * Chromium laid out unstyled first, then again (60–80 ms of main thread on a list).
   */
  async function styledHead(head: string): Promise<string> {
    const sheets = [...head.matchAll(STYLESHEET)].map(([, file = '']) => {
      let sheet = styles.get(file);
      if (!sheet) {
        sheet = readFile(path.join(webDir, file), 'utf8');
        styles.set(file, sheet);
      }
      return sheet;
    });
    const written = await Promise.all(sheets);
    let next = 0;
    return head.replace(STYLESHEET, () => `<style>${written[next++]}</style>`);
  }

  /**
   * The screen's HTML and the answers' element, or nothing: a read that did not succeed (another
   * user's id answers 404), a renderer that failed. The page is then as the build left it.
   */
  async function renderedRoot(
    request: FastifyRequest,
    { entry, pathname, search, reads }: Screen,
  ): Promise<string> {
    try {
      const headers = { cookie: request.headers.cookie ?? '' };
      const answered = await Promise.all(
        reads.map(async (read) => {
          const response = await app.inject({ method: 'GET', url: read, headers });
          return [read, { status: response.statusCode, body: response.body }] as const;
        }),
      );
      if (answered.some(([, answer]) => answer.status !== 200)) return '';
      const answers = Object.fromEntries(answered);
      const html = await entry.render(pathname, search, answers);
      return html === undefined ? '' : `${html}</div>${embeddedAnswers(answers)}`;
    } catch (err) {
      app.log.error({ err, screen: pathname }, 'the server could not render a screen: sent unrendered');
      return '';
    }
  }

  /**
   * Sends the page of a screen the server renders, and true; false for any other. The page's head
   * leaves at once, so that the browser fetches the app's scripts and styles while the server
   * reads and renders; the screen follows.
   */
  async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const screen = await screenOf(request);
    if (!screen) return false;
    const index = await readFile(path.join(webDir, 'index.html'), 'utf8');
    const at = index.indexOf(ROOT);
    if (at < 0) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = bodyStream(encoding);
    // Someone's own data: kept by no cache, and never served for another cookie.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.header('vary', 'cookie, accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    body.write((await styledHead(index.slice(0, at))) + OPEN_ROOT);
    if ('flush' in body) body.flush();
    reply.send(body);
    const root = await renderedRoot(request, screen);
    body.end((root || '</div>') + index.slice(at + ROOT.length));
    return true;
  }

  return { send, warm: () => void load() };
}
