import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** Test and benchmark PDFs: real documents written with pdfkit, and hand-made hostile ones. */

/** A PDF with one page per entry; each line is a paragraph. */
export function buildPdf(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Test document' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((lines, index) => {
    if (index > 0) doc.addPage();
    lines.forEach((line, i) => {
      doc.fontSize(index === 0 && i === 0 ? 20 : 11).text(line);
    });
  });
  doc.end();
  return done;
}

export const RESUME_PAGES = [
  [
    'Ada Lovelace',
    'ada.lovelace@example.com | +44 20 7946 0000 | London',
    'Senior backend engineer with 8 years of experience building payment systems.',
    'Experience',
    'Staff Engineer, Analytical Engines Ltd (2019 – today)',
    '- Built Kafka event pipelines in TypeScript on Node.js, 40k events per second',
    '- Designed PostgreSQL schemas for ledgers and reconciliation',
  ],
  [
    'Earlier experience',
    'Backend Engineer, Difference Works (2015 – 2019)',
    '- Ran services on AWS with Docker and Terraform',
    'Education',
    'BSc Mathematics, University of London',
  ],
];

/** The two-page resume the route tests and the benchmark upload. */
export const resumePdf = () => buildPdf(RESUME_PAGES);

/** A long report: `pages` pages of several paragraphs. */
export const reportPdf = (pages: number) =>
  buildPdf(
    Array.from({ length: pages }, (_, p) =>
      Array.from(
        { length: 12 },
        (_, i) =>
          `Page ${p + 1}, paragraph ${i + 1}: the platform team moved the ledger to PostgreSQL and Kafka, ` +
          'measured latency before and after, and wrote down what they would change next time.',
      ),
    ),
  );

/** Starts like a PDF, then is not one. */
export const malformedPdf = () => Buffer.from('%PDF-1.7\n% nothing here is a PDF object\n%%EOF\n');

/** Deflates `megabytes` MB of `unit` repeated, about a megabyte at a time, in little memory. */
async function deflateRepeated(unit: Buffer, megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = once(deflate, 'end');
  // Whole units per block, so the operators stay intact across blocks.
  const block = Buffer.alloc(unit.length * Math.floor((1024 * 1024) / unit.length), unit);
  for (let written = 0; written < megabytes * 1024 * 1024; written += block.length)
    if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

const BOMB_FILL = {
  /** Text operators: the reader parses every one of them. */
  text: Buffer.from('BT /F1 12 Tf 72 712 Td (Payload payload payload) Tj ET\n'),
  /** NUL bytes, white space to the parser: only the inflated stream itself takes memory. */
  zeros: Buffer.alloc(1),
};

/**
 * A decompression bomb: about a thousandth of `megabytes` MB on disk, whose page content inflates
 * to `megabytes` MB, enough to exhaust a reader without limits.
 */
export async function bombPdf(megabytes = 64, fill: keyof typeof BOMB_FILL = 'text'): Promise<Buffer> {
  const content = await deflateRepeated(BOMB_FILL[fill], megabytes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body !== null) {
      push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
      return;
    }
    push(Buffer.from(`${i + 1} 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`));
    push(content);
    push(Buffer.from('\nendstream\nendobj\n'));
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** The generate call's multipart form: `data` as JSON text, the files as PDFs. */
export function quickCreateForm(data: unknown, files: Record<string, Buffer | undefined> = {}): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [name, buffer] of Object.entries(files))
    if (buffer)
      form.append(name, new Blob([new Uint8Array(buffer)], { type: 'application/pdf' }), `${name}.pdf`);
  return form;
}
