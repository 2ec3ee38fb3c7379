import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANTHROPIC_MODELS, DEFAULT_OPENAI_MODELS, loadConfig } from '#server/config.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-ai-config-')), ...env }).ai;

describe('AI configuration', () => {
  it('defaults to the offline assistant with a 60 s timeout', () => {
    expect(load({})).toEqual({ providers: [], defaultModel: 'offline', timeoutMs: 60_000 });
    expect(load({ OPENAI_BASE_URL: 'http://x/v1', AI_TIMEOUT_MS: '' }).providers).toEqual([]);
  });

  it('enables providers by key, with the default model lists', () => {
    const ai = load({
      OPENAI_API_KEY: 'sk-1',
      ANTHROPIC_API_KEY: 'sk-ant',
      ANTHROPIC_BASE_URL: 'http://a/v1',
    });
    expect(ai.providers).toEqual([
      { name: 'openai', apiKey: 'sk-1', baseUrl: undefined, models: DEFAULT_OPENAI_MODELS },
      { name: 'anthropic', apiKey: 'sk-ant', baseUrl: 'http://a/v1', models: DEFAULT_ANTHROPIC_MODELS },
    ]);
    expect(ai.defaultModel).toBe('gpt-3.5-turbo');
  });

  it('reads model lists, an OpenAI-compatible server, the default model and the timeout', () => {
    const ai = load({
      OPENAI_API_KEY: 'sk-1',
      OPENAI_MODELS: ' gpt-4o , gpt-4o-mini,,gpt-4o ',
      OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_COMPATIBLE_MODELS: 'llama3.1:8b,qwen2.5',
      AI_DEFAULT_MODEL: 'qwen2.5',
      AI_TIMEOUT_MS: '2500',
    });
    expect(ai.providers.map((p) => [p.name, p.models])).toEqual([
      ['openai', ['gpt-4o', 'gpt-4o-mini']],
      ['openai-compatible', ['llama3.1:8b', 'qwen2.5']],
    ]);
    expect(ai.providers[1]?.apiKey).toBeUndefined();
    expect(ai.defaultModel).toBe('qwen2.5');
    expect(ai.timeoutMs).toBe(2500);
  });

  it('rejects settings that cannot work', () => {
    expect(() => load({ OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /OPENAI_COMPATIBLE_MODELS: list the models/,
    );
    expect(() => load({ AI_DEFAULT_MODEL: 'gpt-4o' })).toThrow(/AI_DEFAULT_MODEL: "gpt-4o" is not offered/);
    expect(() => load({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => load({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
