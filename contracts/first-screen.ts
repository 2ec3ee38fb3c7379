/**
 * What the server and the web share to render a screen's first visit on the server: the web's
 * server entry (`web/app/server-entry.tsx`, built to `dist/web-server/server-entry.js`) offers a
 * {@link FirstScreenEntry}; the server loads the built file and knows nothing else of the web.
 * docs/decisions/028-first-screen-entry-and-screen-chunks.md
 */

/** An answer as the server read it for a page: its status and its JSON body. */
export type ReadAnswer = { status: number; body: string };

/** The answers a screen was rendered from, by API path. */
export type ReadAnswers = Readonly<Record<string, ReadAnswer>>;

/** The element of a server-rendered page that holds its answers, as JSON by API path. */
export const EMBEDDED_ANSWERS_ID = 'first-answers';

/** The web's side of a first visit rendered by the server. */
export type FirstScreenEntry = {
  /**
   * The API paths the server reads to render the screen at `pathname` (and `search`), or
   * undefined for a screen the server leaves to the browser.
   */
  reads(pathname: string, search: string): string[] | undefined;
  /**
   * The HTML of the screen's root, rendered from `answers` (the answers to `reads`), or
   * undefined when one of them does not fill its query: the page then goes out unrendered.
   */
  render(pathname: string, search: string, answers: ReadAnswers): Promise<string | undefined>;
};
