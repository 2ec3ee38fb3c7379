import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { DASHBOARD, DASHBOARD_COLUMNS } from './dashboard-columns.ts';

const STYLES = path.resolve(import.meta.dirname, '../../../styles.css');

/** The app's style sheet built for the given classes only, as Vite's Tailwind plugin builds it. */
async function buildCss(classes: string): Promise<string> {
  const tailwind = createRequire(import.meta.url).resolve('tailwindcss/index.css');
  const compiler = await compile(await readFile(STYLES, 'utf8'), {
    base: path.dirname(STYLES),
    loadStylesheet: async (id, base) => {
      const file = id === 'tailwindcss' ? tailwind : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
    },
  });
  return compiler.build(classes.split(/\s+/));
}

/**
 * How many columns the grid has when the dashboard (or, for media queries, the window) is
 * `widthPx` wide: the rules setting `grid-template-columns` apply in source order (all have one
 * class's specificity), each under its `width >= N` query.
 */
function columnsAt(css: string, widthPx: number): number {
  const rule =
    /(?:@(?:media|container) \(width >= ([\d.]+)(rem|px)\) \{\s*)?\.[^{]+\{\s*grid-template-columns: ([^;]+);/g;
  let columns = 0;
  for (const [, min, unit, template = ''] of css.matchAll(rule)) {
    const minPx = min ? Number(min) * (unit === 'rem' ? 16 : 1) : 0;
    const repeated = /^repeat\((\d+)/.exec(template)?.[1];
    if (widthPx >= minPx) columns = repeated ? Number(repeated) : template.split(/\s+(?![^(]*\))/).length;
  }
  return columns;
}

/** The dashboard's width in a window `px` wide: less the sidebar (16rem) and the page's padding. */
const inWindow = (px: number) => Math.min(px - 256 - 64, 1600);

describe('the dashboard columns', () => {
  it('stack on a phone, sit two by two on a laptop and four across on a wide screen', async () => {
    const css = await buildCss(`${DASHBOARD} ${DASHBOARD_COLUMNS}`);
    expect(columnsAt(css, 600)).toBe(1);
    expect(columnsAt(css, inWindow(1280))).toBe(2);
    expect(columnsAt(css, inWindow(1440))).toBe(2);
    expect(columnsAt(css, inWindow(1920))).toBe(4);
    expect(css).toContain('container-type: inline-size');
  });

  it('would be two by two at every width with a px breakpoint next to md: (the old bug)', async () => {
    // Built from parts, so Tailwind's scan of this file does not put the rule in the app's CSS.
    const css = await buildCss(`grid-cols-1 md:grid-cols-2 ${['min-[1400px]', 'grid-cols-4'].join(':')}`);
    expect(columnsAt(css, 1600)).toBe(2);
  });
});
