import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { PDF_TEXT_LIMITS } from './pdf-text.ts';
import { memorySample, peakMemory } from './test-memory.ts';
import { bombPdf, quickCreateForm, resumePdf } from './test-pdfs.ts';

const url = '/api/sessions/quick-create/generate';
const { memoryMb, processes } = PDF_TEXT_LIMITS;
const expands = (label: string) =>
  `The ${label} PDF expands to more than ${memoryMb} MB when read; upload a smaller or simpler file`;

describe('Quick Create with decompression bombs', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let resume: Buffer;
  /** About 400 KB that inflates to 400 MB of NUL bytes: only the inflated stream takes memory. */
  let bomb: Buffer;
  beforeAll(async () => {
    a = await t.factories.user();
    resume = await resumePdf();
    bomb = await bombPdf(400, 'zeros');
  });

  const generate = (files: Record<string, Buffer>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: quickCreateForm({ jobRole: 'Engineer' }, files),
    });

  it('refuses a PDF that inflates to 400 MB with 413 and a clear message', async () => {
    expect(bomb.length).toBeLessThan(500_000);
    const res = await generate({ resume: bomb });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      message: expands('resume'),
      details: { field: 'resume' },
    });
  });

  it('refuses five bombs at once within 300 MB of idle memory, answering meanwhile', async () => {
    // Idle: the app warm, its reading processes started.
    expect((await generate({ resume })).statusCode).toBe(200);
    const idle = memorySample();
    const health: number[] = [];
    const { result, peak } = await peakMemory(async () => {
      let done = false;
      const bombs = Promise.all(Array.from({ length: 5 }, () => generate({ linkedinProfile: bomb }))).finally(
        () => {
          done = true;
        },
      );
      while (!done) {
        health.push((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return bombs;
    });
    expect(result.map((res) => res.statusCode)).toEqual([413, 413, 413, 413, 413]);
    for (const res of result) expect(res.json().error.message).toBe(expands('LinkedIn profile'));
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    expect(peak.serverMb - idle.serverMb).toBeLessThan(300);
    // The reading processes: each killed a little past its limit, never the 400 MB each file expands to.
    expect(peak.childrenMb).toBeLessThan(processes * (memoryMb + 64));
  }, 60_000);

  it('still reads a resume exactly after the bombs', async () => {
    const res = await generate({ resume });
    expect(res.statusCode).toBe(200);
    expect(res.json().candidateName).toBe('Ada Lovelace');
  });
});
