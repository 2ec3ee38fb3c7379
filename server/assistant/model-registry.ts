import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { wrapLanguageModel } from 'ai';
import { type AiModel, type AiModelList, OFFLINE_MODEL_ID } from '#contracts/assistant.ts';
import type { AiConfig, AiProviderConfig } from '#server/config.ts';
import { modelLabel, supportsJsonSchema } from './model-labels.ts';

/** How the model is asked for JSON: a schema it must follow, or JSON mode with the schema in the prompt. */
export type StructuredOutputMode = 'json-schema' | 'json-object';

export type ModelEntry = AiModel & { structuredOutput: StructuredOutputMode };

/** A provider's chat model object (never a bare id string, which would go to the AI Gateway). */
export type ChatModel = Parameters<typeof wrapLanguageModel>[0]['model'];

type ModelFactory = (id: string) => ChatModel;

const OFFLINE: ModelEntry = {
  id: OFFLINE_MODEL_ID,
  label: modelLabel(OFFLINE_MODEL_ID, 'offline'),
  provider: 'offline',
  structuredOutput: 'json-schema',
};

/** Knows which models are configured and builds SDK models for them. */
export function createModelRegistry(ai: AiConfig) {
  const entries = new Map<string, ModelEntry>();
  const factories = new Map<string, ModelFactory>();
  for (const provider of ai.providers) {
    const factory = providerFactory(provider);
    for (const id of provider.models) {
      if (entries.has(id)) continue; // the same name at two providers: the first one listed wins
      const structuredOutput = supportsJsonSchema(id, provider.name) ? 'json-schema' : 'json-object';
      entries.set(id, {
        id,
        label: modelLabel(id, provider.name),
        provider: provider.name,
        structuredOutput,
      });
      factories.set(id, factory);
    }
  }
  entries.set(OFFLINE.id, OFFLINE);
  const fallback = entries.get(ai.defaultModel) ?? OFFLINE;

  return {
    list(): AiModelList {
      const models = [...entries.values()].map(({ id, label, provider }) => ({ id, label, provider }));
      return { models, defaultModel: fallback.id };
    },

    /** The named model, or the default when it is absent or no longer configured (stored sessions). */
    resolve(id?: string | null): ModelEntry {
      return (id && entries.get(id)) || fallback;
    },

    /** The SDK model for a configured entry; undefined for `offline`. */
    languageModel(entry: ModelEntry): ChatModel | undefined {
      return factories.get(entry.id)?.(entry.id);
    },
  };
}
export type ModelRegistry = ReturnType<typeof createModelRegistry>;

function providerFactory({ name, apiKey, baseUrl }: AiProviderConfig): ModelFactory {
  switch (name) {
    case 'openai': {
      // `.chat()`: the chat completions API. The provider's default call is the Responses API,
      // which OpenAI-style proxies and local servers mostly do not speak.
      const openai = createOpenAI({ apiKey, baseURL: baseUrl });
      return (id) => openai.chat(id);
    }
    case 'anthropic': {
      const anthropic = createAnthropic({ apiKey, baseURL: baseUrl });
      return (id) => anthropic(id);
    }
    case 'openai-compatible': {
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl ?? '',
        apiKey,
        supportsStructuredOutputs: true,
      });
      return (id) => compatible.chatModel(id);
    }
  }
}
