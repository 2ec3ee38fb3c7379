import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('GET /api/assistant/models', () => {
  const plain = useTestApp();
  const configured = useTestApp({
    config: {
      ai: {
        providers: [
          { name: 'openai', apiKey: 'sk-1', baseUrl: undefined, models: ['gpt-4o', 'gpt-4o-mini'] },
          { name: 'anthropic', apiKey: 'sk-ant', baseUrl: undefined, models: ['claude-sonnet-4-5'] },
        ],
        defaultModel: 'claude-sonnet-4-5',
        timeoutMs: 60_000,
      },
    },
  });

  it('offers only the offline assistant when no provider is configured', async () => {
    const { headers } = await plain.factories.user();
    const res = await plain.app.inject({ method: 'GET', url: '/api/assistant/models', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      models: [{ id: 'offline', label: 'Offline assistant (no AI model)', provider: 'offline' }],
      defaultModel: 'offline',
    });
  });

  it('lists the configured models, offline last, with the configured default', async () => {
    const { headers } = await configured.factories.user();
    const res = await configured.app.inject({ method: 'GET', url: '/api/assistant/models', headers });
    expect(res.json()).toEqual({
      models: [
        { id: 'gpt-4o', label: 'GPT-4o', provider: 'openai' },
        { id: 'gpt-4o-mini', label: 'GPT-4o mini', provider: 'openai' },
        { id: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5', provider: 'anthropic' },
        { id: 'offline', label: 'Offline assistant (no AI model)', provider: 'offline' },
      ],
      defaultModel: 'claude-sonnet-4-5',
    });
  });

  it('needs a session', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/assistant/models' });
    expect(res.statusCode).toBe(401);
  });
});
