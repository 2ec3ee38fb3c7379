import type { Config } from '#server/config.ts';

/** The assistant's settings for one model, `fake-model`, of the OpenAI-compatible peer at `url`. */
export const fakeModelConfig = (url: string): Pick<Config, 'ai'> => ({
  ai: {
    providers: [{ name: 'openai-compatible', apiKey: undefined, baseUrl: url, models: ['fake-model'] }],
    defaultModel: 'fake-model',
    timeoutMs: 5_000,
  },
});
