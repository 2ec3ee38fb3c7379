/**
 * The assistant: offline drafts (scorecard, agenda), and our overhead around a model call, with a
 * fake OpenAI server (its own process) that answers after a fixed 500 ms and then streams the
 * JSON in 12-character chunks. Overhead = wall time minus the 500 ms; CPU = this process only.
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createAssistantService } from '#server/assistant/assistant.service.ts';
import { createModelRegistry } from '#server/assistant/model-registry.ts';
import { JOB_DESCRIPTION } from '#server/assistant/test/fixtures.ts';
import { tsNode } from '#server/test/processes.ts';
import { summary } from './stats.ts';

const MODEL_MS = 500;

const ANSWER = JSON.stringify({
  title: 'Backend coding screen',
  sections: [
    'Problem solving',
    'Code quality',
    'Communication',
    'Data modelling',
    'Operations',
    'Ownership',
  ].map((title) => ({
    title,
    criteria: [1, 2, 3, 4].map((n) => `${title}: observable criterion number ${n}`),
  })),
});

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function benchOffline(runs: number) {
  const service = createAssistantService({
    registry: createModelRegistry({ providers: [], defaultModel: 'offline', timeoutMs: 60_000 }),
    timeoutMs: 60_000,
  });
  const scorecard = () =>
    service.generateScorecard({ jobDescription: JOB_DESCRIPTION, interviewType: 'Coding screen' });
  const agenda = () =>
    service.generateAgenda({
      jobDescription: JOB_DESCRIPTION,
      timeRangeMin: 30,
      timeRangeMax: 60,
      interviewType: 'Coding screen',
    });
  for (let i = 0; i < 20; i++) await Promise.all([scorecard(), agenda()]); // warm-up
  const scorecards: number[] = [];
  const agendas: number[] = [];
  for (let i = 0; i < runs; i++) {
    scorecards.push(await time(scorecard));
    agendas.push(await time(agenda));
  }
  return [summary('offline scorecard', scorecards), summary('offline agenda', agendas)];
}

/** Starts the fake in a child process; resolves with its URL and a stop function. */
async function startFakeProcess(chunkChars: number) {
  const child = spawn(
    ...tsNode([
      path.join(import.meta.dirname, 'fake-openai-process.ts'),
      String(MODEL_MS),
      String(chunkChars),
    ]),
    {
      env: { ...process.env, ANSWER_JSON: ANSWER },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const { url } = JSON.parse(first.toString()) as { url: string };
  return { url, stop: () => child.kill('SIGTERM') };
}

async function benchOverhead(chunkChars: number, runs: number, concurrency: number) {
  const fake = await startFakeProcess(chunkChars);
  const { url } = fake;
  const registry = createModelRegistry({
    providers: [{ name: 'openai', apiKey: 'bench', baseUrl: url, models: ['gpt-4o'] }],
    defaultModel: 'gpt-4o',
    timeoutMs: 60_000,
  });
  const service = createAssistantService({ registry, timeoutMs: 60_000 });
  let progress = 0;
  const call = () =>
    time(() =>
      service.generateScorecard({ jobDescription: JOB_DESCRIPTION }, { onProgress: () => void progress++ }),
    );
  for (let i = 0; i < 5; i++) await call(); // warm-up
  const overhead: number[] = [];
  const cpu = process.cpuUsage();
  for (let done = 0; done < runs; done += concurrency) {
    const batch = await Promise.all(Array.from({ length: concurrency }, call));
    overhead.push(...batch.map((ms) => ms - MODEL_MS));
  }
  const used = process.cpuUsage(cpu);
  fake.stop();
  const cpuPerCall = (used.user + used.system) / 1_000 / overhead.length;
  const chunks = Math.ceil(ANSWER.length / chunkChars);
  const label = `overhead over a ${MODEL_MS} ms model, ${chunks} chunk(s) at once, ${concurrency} call(s) at a time`;
  return [
    summary(label, overhead),
    `  CPU in this process: ${cpuPerCall.toFixed(1)} ms per call (${ANSWER.length} bytes of JSON; ${progress} progress callbacks)`,
  ];
}

export async function benchAssistant() {
  return [
    ...(await benchOffline(500)),
    ...(await benchOverhead(ANSWER.length, 100, 1)),
    ...(await benchOverhead(12, 100, 1)),
    ...(await benchOverhead(12, 200, 10)),
  ];
}
