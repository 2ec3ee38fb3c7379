import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createBuilder } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWERS_ID, type FirstScreenEntry } from '#contracts/first-screen.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { preferredEncoding } from './first-screen.ts';
import { firstScreenEntryFile } from './web.ts';

/** The built page as Vite leaves it: the app's scripts and styles in the head, an empty root. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>Interview Hub</title>' +
  '<script type="module" crossorigin src="/assets/main-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>' +
  '<body><div id="root"></div></body></html>';
const STYLES = '.card{border-radius:.5rem}';

const ANSWERS = new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">(.*?)</script>`, 's');

/**
 * The built page, and beside it the web's entry for the server built from the sources, as
 * `vite build` builds it (docs/decisions/028-first-screen-entry-and-screen-chunks.md).
 */
async function builtWebApp(): Promise<{ webDir: string; entry: FirstScreenEntry }> {
  const webDir = path.join(mkdtempSync(path.join(tmpdir(), 'ih-web-')), 'web');
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'assets/index-abc123.css'), STYLES);
  const file = firstScreenEntryFile(webDir);
  const builder = await createBuilder({
    configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'warn',
    environments: { ssr: { build: { outDir: path.dirname(file) } } },
  });
  if (!builder.environments.ssr) throw new Error('vite.config.ts builds no entry for the server');
  await builder.build(builder.environments.ssr);
  const built: { firstScreen: FirstScreenEntry } = await import(pathToFileURL(file).href);
  return { webDir, entry: built.firstScreen };
}

/** A rendered page's root, and the answers it carries. */
function parts(html: string) {
  const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1];
  const answers = ANSWERS.exec(html)?.[1];
  return {
    root,
    answers:
      answers === undefined
        ? undefined
        : (JSON.parse(answers) as Record<string, { status: number; body: string }>),
  };
}

describe('first visits rendered by the server', () => {
  let entry: FirstScreenEntry;
  const t = useTestApp(async () => {
    const built = await builtWebApp();
    entry = built.entry;
    return { config: { webDir: built.webDir } };
  });
  let a: SignedIn;
  let b: SignedIn;
  let record: { company: string; candidate: string; application: string; job: string };

  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
    const company = await t.factories.company(a.user.id, { name: 'Lovelace Analytics' });
    const job = await t.factories.jobOpening(a.user.id, {
      companyId: company.id,
      title: 'Engine Programmer',
    });
    const candidate = await t.factories.candidate(a.user.id, {
      firstName: 'Ada',
      lastName: '</script><script>alert(1)</script>',
      email: 'ada@example.com',
    });
    const application = await t.factories.application(a.user.id, {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'interviewing',
    });
    record = { company: company.id, candidate: candidate.id, application: application.id, job: job.id };
  });

  const visit = (url: string, who?: SignedIn, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends /applications with its cards and the answers they were rendered from, for nobody else', async () => {
    const res = await visit('/applications', a);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const { root, answers } = parts(res.body);
    expect(root).toContain('Applications Dashboard');
    expect(root).toContain('Engine Programmer');
    expect(root).toContain('Lovelace Analytics');
    expect(root).toContain('Interviewing');
    expect(root).toContain('Showing 1–1 of 1');
    expect(Object.keys(answers ?? {})).toEqual(entry.reads('/applications', ''));
    // Its styles written in: the browser lays the screen out once, styled.
    expect(res.body).toContain(`<style>${STYLES}</style>`);
    expect(res.body).not.toContain('index-abc123.css');
    for (const [read, answer] of Object.entries(answers ?? {})) {
      const direct = await t.app.inject({ method: 'GET', url: read, headers: { cookie: a.cookie } });
      expect(answer).toEqual({ status: 200, body: direct.body });
    }
  });

  it('writes what a recruiter typed as text: no markup of theirs gets into the page', async () => {
    const res = await visit(`/candidates/${record.candidate}`, a);

    expect(parts(res.body).root).toContain('Ada');
    expect(res.body).not.toContain('<script>alert(1)');
    // The page's scripts, and the answers' element: nothing else.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    const candidate = JSON.parse(
      parts(res.body).answers?.[`/api/candidates/${record.candidate}`]?.body ?? '{}',
    );
    expect(candidate.lastName).toBe('</script><script>alert(1)</script>');
  });

  it.each([
    ['/companies', 'Lovelace Analytics'],
    ['/candidates', 'ada@example.com'],
    ['/companies/{company}', 'Lovelace Analytics'],
    ['/companies/{company}/edit', 'Lovelace Analytics'],
    ['/candidates/{candidate}', 'ada@example.com'],
    ['/applications/{application}', 'Engine Programmer'],
  ])('renders %s', async (pattern, shown) => {
    const url = pattern.replace(/\{(\w+)\}/, (_, key: keyof typeof record) => record[key]);
    const res = await visit(url, a);

    expect(res.headers['cache-control']).toBe('no-store');
    expect(parts(res.body).root).toContain(shown);
  });

  it('sends the page unrendered to a visitor who is not signed in', async () => {
    const res = await visit('/applications');

    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('renders another user’s /applications from their own data, and not a record of someone else', async () => {
    const list = parts((await visit('/applications', b)).body);
    expect(list.root).toContain('No applications yet');
    expect(list.root).not.toContain('Engine Programmer');

    for (const url of [`/applications/${record.application}`, `/companies/${record.company}/edit`]) {
      const res = await visit(url, b);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX.replace(/<link rel="stylesheet".*?>/, `<style>${STYLES}</style>`));
    }
  });

  it('leaves to the browser the screens that read as they render or depend on its time zone', async () => {
    for (const url of ['/jobs', `/jobs/${record.job}`, '/sessions', '/applications/new', '/nowhere']) {
      expect((await visit(url, a)).body).toBe(INDEX);
    }
  });

  it('sends the page’s head at once, for the browser to fetch the app while the server renders', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const chunks = await new Promise<string[]>((resolve, reject) => {
      const received: string[] = [];
      get({ port, host: '127.0.0.1', path: '/applications', headers: { cookie: a.cookie } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        res.on('end', () => resolve(received));
      }).on('error', reject);
    });

    expect(chunks[0]?.endsWith('<div id="root">')).toBe(true);
    expect(chunks[0]).toContain('/assets/main-abc123.js');
    expect(chunks.join('')).toBe((await visit('/applications', a)).body);
  });

  it('compresses a rendered page as the browser accepts: Brotli, else gzip', async () => {
    const plain = (await visit('/applications', a)).body;

    const br = await visit('/applications', a, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);

    const gz = await visit('/applications', a, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
