import { describe, expect, it } from 'vitest';
import type { AiConfig } from '#server/config.ts';
import { createModelRegistry } from './model-registry.ts';

const openai = { name: 'openai' as const, apiKey: 'k', baseUrl: undefined, models: ['gpt-4o', 'gpt-4'] };
const anthropic = {
  name: 'anthropic' as const,
  apiKey: 'k',
  baseUrl: undefined,
  models: ['claude-sonnet-4-5'],
};
const local = {
  name: 'openai-compatible' as const,
  apiKey: undefined,
  baseUrl: 'http://localhost:11434/v1',
  models: ['llama3.1:8b', 'gpt-4o'],
};
const config = (over: Partial<AiConfig>): AiConfig => ({
  providers: [],
  defaultModel: 'offline',
  timeoutMs: 1000,
  ...over,
});

describe('model registry', () => {
  it('offers only the offline assistant when nothing is configured', () => {
    const registry = createModelRegistry(config({}));
    expect(registry.list()).toEqual({
      models: [{ id: 'offline', label: 'Offline assistant (no AI model)', provider: 'offline' }],
      defaultModel: 'offline',
    });
    expect(registry.languageModel(registry.resolve('gpt-4o'))).toBeUndefined();
  });

  it('lists configured models with labels, the first provider winning a shared name', () => {
    const registry = createModelRegistry(
      config({ providers: [openai, anthropic, local], defaultModel: 'claude-sonnet-4-5' }),
    );
    expect(registry.list()).toEqual({
      models: [
        { id: 'gpt-4o', label: 'GPT-4o', provider: 'openai' },
        { id: 'gpt-4', label: 'GPT-4', provider: 'openai' },
        { id: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5', provider: 'anthropic' },
        { id: 'llama3.1:8b', label: 'llama3.1:8b (self-hosted)', provider: 'openai-compatible' },
        { id: 'offline', label: 'Offline assistant (no AI model)', provider: 'offline' },
      ],
      defaultModel: 'claude-sonnet-4-5',
    });
  });

  it('falls back to the default for an absent or unconfigured model', () => {
    const registry = createModelRegistry(config({ providers: [openai], defaultModel: 'gpt-4o' }));
    expect(registry.resolve(undefined).id).toBe('gpt-4o');
    expect(registry.resolve('claude-sonnet-4-5').id).toBe('gpt-4o');
    expect(registry.resolve('offline').id).toBe('offline');
  });

  it('builds OpenAI models on chat completions, never the Responses API', () => {
    const registry = createModelRegistry(
      config({ providers: [openai, anthropic, local], defaultModel: 'gpt-4o' }),
    );
    const provider = (id: string) => {
      const model = registry.languageModel(registry.resolve(id));
      return typeof model === 'object' ? model.provider : model;
    };
    expect(provider('gpt-4o')).toBe('openai.chat');
    expect(provider('claude-sonnet-4-5')).toBe('anthropic.messages');
    expect(provider('llama3.1:8b')).toBe('openai-compatible.chat');
  });

  it('uses JSON mode for OpenAI models older than structured outputs', () => {
    const registry = createModelRegistry(config({ providers: [openai, local], defaultModel: 'gpt-4o' }));
    expect(registry.resolve('gpt-4').structuredOutput).toBe('json-object');
    expect(registry.resolve('gpt-4o').structuredOutput).toBe('json-schema');
    expect(registry.resolve('llama3.1:8b').structuredOutput).toBe('json-schema');
  });
});
