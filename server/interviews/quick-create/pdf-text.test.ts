import { afterAll, describe, expect, it } from 'vitest';
import { createPdfTextReader, PDF_TEXT_LIMITS, PdfTextError } from './pdf-text.ts';
import { bombPdf, malformedPdf, reportPdf, resumePdf } from './test-pdfs.ts';

describe('PDF text in a worker thread', () => {
  const reader = createPdfTextReader({ ...PDF_TEXT_LIMITS, maxPages: 3, maxChars: 20_000, timeoutMs: 2_000 });
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
    await expect(reader.read(malformedPdf())).rejects.toEqual(new PdfTextError('unreadable'));
  });

  it('stops a decompression bomb at the time or memory limit and keeps working afterwards', async () => {
    const started = performance.now();
    await expect(reader.read(bombPdf())).rejects.toEqual(new PdfTextError('too-heavy'));
    expect(performance.now() - started).toBeLessThan(8_000);
    const { totalPages } = await reader.read(await resumePdf());
    expect(totalPages).toBe(2);
  });

  it('reads several files at once, never more than its workers at a time', async () => {
    const pdf = await resumePdf();
    const results = await Promise.all(Array.from({ length: 5 }, () => reader.read(pdf)));
    expect(results.map((r) => r.totalPages)).toEqual([2, 2, 2, 2, 2]);
  });
});
