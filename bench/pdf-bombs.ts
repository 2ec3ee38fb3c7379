/**
 * Decompression bombs against Quick Create: the app listens on 127.0.0.1 (PGlite in memory, one
 * signed-in user) and `POST /api/sessions/quick-create/generate` receives, over HTTP, a PDF of a
 * few hundred kilobytes whose page content inflates to 400 MB or 1.5 GB of NUL bytes, alone and
 * five at once. Memory is sampled every 10 ms: the server's resident memory (this process) and
 * its PDF reading children's; "after" is 2 s after the last answer. Then a normal two-page resume:
 * generate over HTTP, and the reader alone (first read, which starts a process, and warm reads).
 * `BENCH_BOMB_MB` (sizes in MB, comma-separated), `BENCH_BOMB_AT_ONCE` and `BENCH_RESUME_RUNS`
 * narrow a run.
 */
import { createPdfTextReader } from '#server/interviews/quick-create/pdf-text.ts';
import { memorySample, peakMemory } from '#server/interviews/quick-create/test-memory.ts';
import { bombPdf, quickCreateForm, resumePdf } from '#server/interviews/quick-create/test-pdfs.ts';
import { type BenchApp, startBenchApp } from './bench-app.ts';
import { ms, percentile } from './stats.ts';

const SIZES = (process.env.BENCH_BOMB_MB ?? '400,1536').split(',').map(Number);
const AT_ONCE = (process.env.BENCH_BOMB_AT_ONCE ?? '1,5').split(',').map(Number);
const RESUME_RUNS = Number(process.env.BENCH_RESUME_RUNS ?? 50);

const mb = (n: number) => `${Math.round(n)} MB`;
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Posts one file as the resume; answers the status, the error message if any, and the time to answer. */
async function upload(bench: BenchApp, pdf: Buffer) {
  const started = performance.now();
  const res = await fetch(`${bench.base}/api/sessions/quick-create/generate`, {
    method: 'POST',
    headers: { cookie: bench.cookie, origin: bench.base },
    body: quickCreateForm({ jobRole: 'Engineer' }, { resume: pdf }),
  });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message, millis: performance.now() - started };
}

async function benchBombs(bench: BenchApp): Promise<string[]> {
  const lines: string[] = [];
  for (const size of SIZES) {
    const bomb = await bombPdf(size, 'zeros');
    for (const atOnce of AT_ONCE) {
      await pause(2_000);
      const idle = memorySample();
      const { result, peak } = await peakMemory(() =>
        Promise.all(Array.from({ length: atOnce }, () => upload(bench, bomb))),
      );
      await pause(2_000);
      const after = memorySample();
      const statuses = [...new Set(result.map((r) => r.status))].join('/');
      const times = result.map((r) => r.millis);
      lines.push(
        `${size} MB bomb (${bomb.length} bytes) x${atOnce}: status ${statuses}; server RSS idle ${mb(idle.serverMb)}, ` +
          `peak ${mb(peak.serverMb)} (+${mb(peak.serverMb - idle.serverMb)}), after ${mb(after.serverMb)}; ` +
          `reading processes peak ${mb(peak.childrenMb)}; answered in ${ms(Math.min(...times))}–${ms(Math.max(...times))}`,
      );
      lines.push(`  message: ${result[0]?.message ?? '(none)'}`);
    }
  }
  return lines;
}

async function benchResume(bench: BenchApp): Promise<string[]> {
  const resume = await resumePdf();
  const generate: number[] = [];
  for (let i = 0; i < 5 + RESUME_RUNS; i++) {
    const res = await upload(bench, resume);
    if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${res.message}`);
    if (i >= 5) generate.push(res.millis);
  }
  const reader = createPdfTextReader();
  const time = async () => {
    const started = performance.now();
    await reader.read(resume);
    return performance.now() - started;
  };
  const first = await time();
  const warm: number[] = [];
  for (let i = 0; i < RESUME_RUNS; i++) warm.push(await time());
  await reader.close();
  const line = (name: string, xs: number[]) =>
    `${name}: n=${xs.length} p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} max=${ms(Math.max(...xs))}`;
  return [
    line(`generate over HTTP, 2-page resume PDF (${resume.length} bytes)`, generate),
    `pdf text, 2-page resume, first read (process start): ${ms(first)}`,
    line('pdf text, 2-page resume, warm process', warm),
  ];
}

export async function benchPdfBombs(): Promise<string[]> {
  const bench = await startBenchApp('pglite', 300);
  try {
    // Warm: the first upload starts a reading process.
    await upload(bench, await resumePdf());
    return [...(await benchBombs(bench)), ...(await benchResume(bench))];
  } finally {
    await bench.close();
  }
}
