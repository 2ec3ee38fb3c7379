import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import { createAssistantService } from './assistant.service.ts';
import { createModelRegistry } from './model-registry.ts';
import { failureOf, JOB_DESCRIPTION } from './test/fixtures.ts';

const offlineOnly = createAssistantService({
  registry: createModelRegistry({ providers: [], defaultModel: 'offline', timeoutMs: 1000 }),
  timeoutMs: 1000,
});

describe('assistant service without a configured provider', () => {
  it('drafts with the offline engine and says so', async () => {
    const scorecard = await offlineOnly.generateScorecard({ jobDescription: JOB_DESCRIPTION });
    expect(scorecard).toMatchObject({ model: 'offline', notice: OFFLINE_NOTICE });
    expect(scorecard.content).not.toContain(OFFLINE_NOTICE);

    const agenda = await offlineOnly.generateAgenda(
      { timeRangeMin: 30, timeRangeMax: 60 },
      { model: 'gpt-4o' },
    );
    expect(agenda).toMatchObject({ model: 'offline', totalMinutes: 45, notice: OFFLINE_NOTICE });
  });

  it('rejects a scorecard request with nothing to go on, and an inverted time range', async () => {
    expect(await failureOf(offlineOnly.generateScorecard({ generationPrompt: '  ' }))).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Provide a generation prompt, a job description or an existing scorecard',
    });
    expect(await failureOf(offlineOnly.generateAgenda({ timeRangeMin: 60, timeRangeMax: 30 }))).toMatchObject(
      {
        status: 400,
        message: 'Maximum time must be greater than or equal to minimum time',
      },
    );
  });

  it('lists the offline model as the default', () => {
    expect(offlineOnly.listModels().defaultModel).toBe('offline');
  });
});
