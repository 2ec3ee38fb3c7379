// Reads the text of uploaded PDFs, one at a time, in a child process of the server. The server
// watches this process's memory and time and kills it past either limit, so a hostile file (a
// decompression bomb, whose inflated streams pdf.js keeps outside the JavaScript heap) costs at
// most this process. Plain JavaScript: the child starts without the TypeScript loader.
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

if (!process.send) throw new Error('pdf-text-process runs as a child process with an IPC channel');
const send = process.send.bind(process);
// The server has gone: nobody is left to answer.
process.on('disconnect', () => process.exit(0));

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

// pdf.js loads while the first file is on its way; messages that arrive meanwhile wait for it.
const loaded = getResolvedPDFJS();

process.on('message', async ({ id, data, maxPages, maxChars }) => {
  try {
    await loaded;
    // pdf.js refuses a Buffer, which is what may arrive; a plain view of the same bytes.
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    send({ id, ok: true, ...(await readText(bytes, maxPages, maxChars)) });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    send({ id, ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable' });
  }
});
