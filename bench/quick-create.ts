/**
 * Quick Create with the offline engine: `POST /api/sessions/quick-create/generate` over
 * `app.inject` (PGlite in memory) with a saved agenda and scorecard, the fixture job description
 * and a two-page resume PDF, so each request parses the multipart form, checks the magic bytes,
 * reads the PDF's text in a reading process and adapts the kit. Then PDF text extraction alone on a
 * ten-page PDF: the first read (a process starting and loading the PDF library) and warm reads.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AgendaInput } from '#contracts/agendas.ts';
import { ScorecardInput } from '#contracts/scorecards.ts';
import { buildApp } from '#server/app.ts';
import { JOB_DESCRIPTION } from '#server/assistant/test/fixtures.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { createPdfTextReader } from '#server/interviews/quick-create/pdf-text.ts';
import { quickCreateForm, reportPdf, resumePdf } from '#server/interviews/quick-create/test-pdfs.ts';
import { login } from '#server/test/factories.ts';
import { ms, percentile } from './stats.ts';

const RUNS = 100;
const PDF_RUNS = 50;

const line = (name: string, xs: number[]) =>
  `${name}: n=${xs.length} p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} p99=${ms(percentile(xs, 99))} max=${ms(Math.max(...xs))}`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function benchGenerate(): Promise<string> {
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-')) }),
    logLevel: 'silent' as const,
    webDir: undefined,
  };
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  const app = await buildApp({ config, database, liveAssistant: { enabled: false } });
  const user = await app.services.auth.addLocalUser('bench', 'Timing-Pass-81');
  const headers = { cookie: await login(app, 'bench', 'Timing-Pass-81'), origin: 'http://localhost:80' };
  const agenda = await app.services.agendas.create(
    user.id,
    AgendaInput.parse({
      title: 'Coding screen',
      content:
        '- Introductions (5 min)\n- Background and experience (15 min)\n- Coding exercise (30 min)\n- Questions (10 min)',
    }),
  );
  const scorecard = await app.services.scorecards.create(
    user.id,
    ScorecardInput.parse({
      title: 'Backend',
      content: 'Technical skills\n- Knows TypeScript\nCommunication\n- Explains trade-offs',
    }),
  );
  const resume = await resumePdf();
  const data = {
    jobRole: 'Senior Backend Engineer',
    interviewType: 'Coding screen',
    jobDescription: JOB_DESCRIPTION,
    agendaTemplate: { type: 'existing', existingId: agenda.id },
    scorecardTemplate: { type: 'existing', existingId: scorecard.id },
    minDuration: 15,
    maxDuration: 30,
  };
  const generate = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sessions/quick-create/generate',
      headers,
      payload: quickCreateForm(data, { resume }),
    });
    if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
  };
  for (let i = 0; i < 10; i++) await generate(); // warm-up: the PDF reading process starts here
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await time(generate));
  await app.close();
  await database.close();
  return line(`generate over HTTP, offline, 2-page resume PDF (${resume.length} bytes)`, samples);
}

async function benchPdfText(): Promise<string[]> {
  const pdf = await reportPdf(10);
  const reader = createPdfTextReader();
  const first = await time(() => reader.read(pdf));
  const warm: number[] = [];
  for (let i = 0; i < PDF_RUNS; i++) warm.push(await time(() => reader.read(pdf)));
  const { text, totalPages } = await reader.read(pdf);
  await reader.close();
  return [
    `pdf text, 10-page PDF (${pdf.length} bytes, ${totalPages} pages, ${text.length} characters): first read ${ms(first)}`,
    line('pdf text, 10-page PDF, warm process', warm),
  ];
}

export async function benchQuickCreate(): Promise<string[]> {
  return [await benchGenerate(), ...(await benchPdfText())];
}
