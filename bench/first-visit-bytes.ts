/**
 * The script a first visit loads, in gzip bytes: the page's entry and the chunks it names for
 * preloading, and the screen's own chunk with the chunks it imports (docs/decisions/028). Builds the
 * web app in memory (nothing is written to dist/) and reads the chunks' import graph; gzip at
 * level 9, as the build's `.gz` copies (decision 023).
 */
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** The screens measured, by the module of their page. */
const SCREENS: Record<string, string> = {
  '/sessions': 'web/features/sessions/components/sessions-page.tsx',
  '/applications': 'web/features/applications/components/applications-page.tsx',
};

type Chunk = Rolldown.OutputChunk;

export async function benchFirstVisitBytes(): Promise<string[]> {
  const output = await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const chunks = new Map(
    outputs.filter((file): file is Chunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const html = outputs.find((file) => file.fileName === 'index.html');
  const page = html?.type === 'asset' ? String(html.source) : '';
  const named = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file = '']) => file);

  /** The chunks `files` are and every chunk they import, at once or before they run. */
  const withImports = (files: string[]) => {
    const all = new Set(files);
    for (const file of all) for (const imported of chunks.get(file)?.imports ?? []) all.add(imported);
    return all;
  };
  const gzip = (file: string) =>
    gzipSync(chunks.get(file)?.code ?? '', { level: constants.Z_BEST_COMPRESSION }).length;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

  const lines = [
    `chunks: ${chunks.size}, all of them ${kb([...chunks.keys()].reduce((sum, f) => sum + gzip(f), 0))} gzip`,
  ];
  const page0 = withImports(named);
  lines.push(`the page and what it names: ${page0.size} scripts, ${kb(sum(page0, gzip))} gzip`);
  for (const [screen, module] of Object.entries(SCREENS)) {
    const own = [...chunks.values()].find((chunk) => chunk.facadeModuleId === path.join(root, module));
    const loaded = withImports([...named, ...(own ? [own.fileName] : [])]);
    lines.push(
      `${screen} first visit: ${loaded.size} scripts, ${kb(sum(loaded, gzip))} gzip` +
        (own ? ` (its own chunk ${own.fileName}: ${kb(gzip(own.fileName))})` : ' (no chunk of its own)'),
    );
  }
  return lines;
}

function sum(files: Iterable<string>, size: (file: string) => number): number {
  let total = 0;
  for (const file of files) total += size(file);
  return total;
}
