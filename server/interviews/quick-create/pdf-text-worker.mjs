// Reads the text of one uploaded PDF at a time, in a worker thread, so a hostile file can only
// exhaust this worker (its memory is capped and the parent terminates it after a deadline).
// Plain JavaScript: worker threads start without the TypeScript loader.
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

if (!parentPort) throw new Error('pdf-text-worker runs as a worker thread');
const port = parentPort;

/** Text of the first `maxPages` pages, cut at `maxChars`; line ends kept where the PDF marks them. */
async function readText(data, maxPages, maxChars) {
  const pdf = await getDocumentProxy(data, {
    verbosity: 0,
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
  });
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    let text = '';
    for (let number = 1; number <= pages && text.length < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pageText = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      text += `${pageText.trimEnd()}\n\n`;
      page.cleanup();
    }
    return {
      text: text.slice(0, maxChars).trim(),
      totalPages: pdf.numPages,
      truncated: pdf.numPages > pages || text.length > maxChars,
    };
  } finally {
    await pdf.destroy();
  }
}

port.on('message', async ({ id, data, maxPages, maxChars }) => {
  try {
    port.postMessage({ id, ok: true, ...(await readText(data, maxPages, maxChars)) });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    port.postMessage({ id, ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable' });
  }
});
