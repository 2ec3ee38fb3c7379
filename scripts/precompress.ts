import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text the browser asks for. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * The Brotli and gzip copies of a built file, `.br` and `.gz` beside it, for those that come out
 * smaller. The server sends whichever the browser accepts (@fastify/static `preCompressed`), so the
 * app's scripts cross the network at about a quarter of their size without a reverse proxy and
 * without compressing on every request: docs/decisions/023-precompressed-assets.md. Small files
 * too: a screen's first visit loads several scripts of a few hundred bytes (the chunks its page
 * shares with some other screens), which Brotli still halves.
 */
export async function compressedCopies(fileName: string, source: string | Uint8Array) {
  const bytes =
    typeof source === 'string'
      ? Buffer.from(source)
      : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  if (!COMPRESSIBLE.test(fileName)) return [];
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { fileName: `${fileName}.br`, source: br },
    { fileName: `${fileName}.gz`, source: gz },
  ].filter((copy) => copy.source.length < bytes.length);
}

/**
 * Vite build plugin: every compressible chunk and asset of the bundle also as `.br` and `.gz`.
 * It runs once the files are written, so that it compresses them as written: until then other
 * plugins still change the chunks (Vite fills in their preload lists).
 */
export function precompress(): Plugin {
  return {
    name: 'interview-hub:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress needs the build to write to a directory');
      const outputs = Object.values(bundle).map((output) =>
        compressedCopies(output.fileName, output.type === 'chunk' ? output.code : output.source),
      );
      const copies = (await Promise.all(outputs)).flat();
      await Promise.all(copies.map((copy) => writeFile(path.join(dir, copy.fileName), copy.source)));
    },
  };
}
