import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerationStreamLine } from '#contracts/assistant.ts';
import type { StreamControls } from './ndjson-stream.ts';
import { streamNdjson, wantsNdjson } from './ndjson-stream.ts';
import { startFakeOpenAI } from './test/fake-openai.ts';
import { JOB_DESCRIPTION, SCORECARD_ANSWER, serviceFor } from './test/fixtures.ts';

describe('streaming a generation as NDJSON', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  const app = Fastify();
  let lastControls: StreamControls | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-test' });
    const service = serviceFor({ name: 'openai', apiKey: 'sk-test', baseUrl: fake.url, models: ['gpt-4o'] });
    app.post('/generate', (request, reply) =>
      streamNdjson(request, reply, (controls) => {
        lastControls = controls;
        return service.generateScorecard(request.body as { jobDescription: string }, controls);
      }),
    );
    app.get('/wants', async (request) => ({ ndjson: wantsNdjson(request) }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const lines = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((l) => GenerationStreamLine.parse(JSON.parse(l)));

  it('sends progress lines, then the result', async () => {
    fake.answer({ content: JSON.stringify(SCORECARD_ANSWER) });
    const res = await app.inject({
      method: 'POST',
      url: '/generate',
      payload: { jobDescription: JOB_DESCRIPTION },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const sent = lines(res.body);
    expect(sent[0]).toEqual({ type: 'progress', text: '' });
    expect(sent[1]?.type).toBe('progress');
    expect(sent.at(-1)).toEqual({
      type: 'result',
      data: expect.objectContaining({ model: 'gpt-4o', sections: SCORECARD_ANSWER.sections }),
    });
    expect(sent.filter((l) => l.type === 'result')).toHaveLength(1);
  });

  it('ends with an error line carrying the code and message', async () => {
    fake.answer({ status: 429, body: { error: { message: 'slow down', type: 'requests' } } });
    const res = await app.inject({
      method: 'POST',
      url: '/generate',
      payload: { jobDescription: JOB_DESCRIPTION },
    });
    expect(lines(res.body)).toEqual([
      { type: 'progress', text: '' },
      {
        type: 'error',
        error: {
          code: 'ai_rate_limited',
          message: 'The AI provider is rate limiting requests; try again shortly',
        },
      },
    ]);
  });

  it('aborts the generation when the client goes away', async () => {
    fake.answer({ hang: true });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({ jobDescription: JOB_DESCRIPTION });
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/generate',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const firstLine = new Promise<string>((resolve) =>
      req.on('response', (res) => res.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
    );
    req.end(body);
    expect(JSON.parse(await firstLine)).toEqual({ type: 'progress', text: '' });
    req.destroy();
    await expect.poll(() => lastControls?.signal.aborted, { timeout: 2_000 }).toBe(true);
  });

  it('tells whether the client asked for NDJSON', async () => {
    const ask = (accept: string) => app.inject({ url: '/wants', headers: { accept } }).then((r) => r.json());
    expect(await ask('application/x-ndjson')).toEqual({ ndjson: true });
    expect(await ask('application/json')).toEqual({ ndjson: false });
  });
});
