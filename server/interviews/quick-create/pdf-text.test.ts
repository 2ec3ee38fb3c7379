import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTs } from '#server/test/processes.ts';
import { createPdfTextReader, PDF_TEXT_LIMITS, PdfTextError } from './pdf-text.ts';
import { peakMemory, readingChildren } from './test-memory.ts';
import { bombPdf, malformedPdf, reportPdf, resumePdf } from './test-pdfs.ts';

describe('PDF text in a child process', () => {
  const limits = { ...PDF_TEXT_LIMITS, maxPages: 3, maxChars: 20_000 };
  const reader = createPdfTextReader(limits);
  let zeroBomb: Buffer;
  beforeAll(async () => {
    zeroBomb = await bombPdf(400, 'zeros');
  });
  afterAll(() => reader.close());

  it('reads every page of a resume, line by line', async () => {
    const { text, totalPages, truncated } = await reader.read(await resumePdf());
    expect(totalPages).toBe(2);
    expect(truncated).toBe(false);
    expect(text.split('\n')[0]).toBe('Ada Lovelace');
    expect(text).toContain('Built Kafka event pipelines in TypeScript');
    expect(text).toContain('Ran services on AWS with Docker and Terraform');
  });

  it('reads only the first pages of a long document', async () => {
    const { text, totalPages, truncated } = await reader.read(await reportPdf(6));
    expect(totalPages).toBe(6);
    expect(truncated).toBe(true);
    expect(text).toContain('Page 3, paragraph 1');
    expect(text).not.toContain('Page 4, paragraph 1');
  });

  it('refuses a file that only starts like a PDF', async () => {
    await expect(reader.read(malformedPdf())).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('kills a process whose inflated streams pass the memory limit, and keeps reading afterwards', async () => {
    expect(zeroBomb.length).toBeLessThan(500_000);
    const { result, peak } = await peakMemory(() => reader.read(zeroBomb).catch((error: unknown) => error));
    expect(result).toBeInstanceOf(PdfTextError);
    expect((result as PdfTextError).reason).toBe('too-large');
    // Checked every 20 ms: a little over the limit at most, never the 400 MB the file expands to.
    expect(peak.childrenMb).toBeLessThan(limits.memoryMb + 64);
    const { totalPages } = await reader.read(await resumePdf());
    expect(totalPages).toBe(2);
  });

  it('kills a process that reads past its CPU time, or past its wall time', async () => {
    const heavy = await bombPdf(64, 'text');
    for (const tight of [{ cpuMs: 300 }, { timeoutMs: 300 }]) {
      const slow = createPdfTextReader({ ...limits, memoryMb: 2048, ...tight });
      try {
        await expect(slow.read(heavy)).rejects.toMatchObject({ reason: 'too-slow' });
      } finally {
        await slow.close();
      }
    }
  });

  it('reads several files at once, never more than its processes at a time', async () => {
    const pdf = await resumePdf();
    const results = await Promise.all(Array.from({ length: 5 }, () => reader.read(pdf)));
    expect(results.map((r) => r.totalPages)).toEqual([2, 2, 2, 2, 2]);
    expect(readingChildren().length).toBeLessThanOrEqual(limits.processes);
  });

  it('refuses a file as busy when its queue is full', async () => {
    const small = createPdfTextReader({ ...limits, processes: 1, queue: 1 });
    try {
      const pdf = await resumePdf();
      const reads = [small.read(pdf), small.read(pdf), small.read(pdf)].map((p) =>
        p.catch((e: unknown) => e),
      );
      const [first, second, third] = await Promise.all(reads);
      expect([first, second].map((r) => (r as { totalPages: number }).totalPages)).toEqual([2, 2]);
      expect((third as PdfTextError).reason).toBe('busy');
    } finally {
      await small.close();
    }
  });

  it('ends its processes when closed, and refuses reads afterwards', async () => {
    const other = createPdfTextReader(limits);
    const before = new Set(readingChildren());
    await other.read(await resumePdf());
    const started = readingChildren().filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    await other.close();
    expect(readingChildren()).not.toContain(started[0]);
    await expect(other.read(await resumePdf())).rejects.toThrow('The PDF reader is closed');
  });

  it('closes without keeping its own process alive, waiting for its children to end', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ih-pdf-text-')), 'read-and-close.mts');
    const here = (name: string) => JSON.stringify(path.join(import.meta.dirname, name));
    writeFileSync(
      file,
      [
        `import { createPdfTextReader } from ${here('pdf-text.ts')};`,
        `import { resumePdf } from ${here('test-pdfs.ts')};`,
        'const reader = createPdfTextReader();',
        'const { totalPages } = await reader.read(await resumePdf());',
        'await reader.close();',
        "console.log('closed after reading pages:', totalPages);",
      ].join('\n'),
    );
    const { code, stdout } = await runTs(file, [], {});
    expect(stdout).toContain('closed after reading pages: 2');
    expect(code).toBe(0);
  });
});
