import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import type { GenerationOptions } from './assistant.service.ts';
import { generateStructured } from './llm.client.ts';
import type { ModelRegistry } from './model-registry.ts';
import type { QuickCreateTaskInput } from './tasks/quick-create-input.ts';
import { quickCreateTask as task } from './tasks/quick-create-task.ts';

type Deps = { registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>; timeoutMs: number };

export type QuickCreateGenerator = (
  input: QuickCreateTaskInput,
  options?: GenerationOptions,
) => Promise<QuickCreateOutput>;

/**
 * Generates a Quick Create kit with the chosen model (or the default), reporting a readable
 * preview as the model writes; the offline engine answers when the model is `offline`. An
 * unusable answer is asked for once more, then fails with `ai_invalid_output`.
 */
export function createQuickCreateGenerator({ registry, timeoutMs }: Deps): QuickCreateGenerator {
  return async (input, options = {}) => {
    task.check(input);
    const entry = registry.resolve(options.model);
    const model = registry.languageModel(entry);
    if (!model) return { ...task.offline(input), model: entry.id };
    const { onProgress } = options;
    let last = '';
    const answer = await generateStructured({
      model,
      modelId: entry.id,
      mode: entry.structuredOutput,
      name: task.name,
      description: task.description,
      schema: task.schema,
      ...task.prompt(input),
      timeoutMs,
      signal: options.signal,
      onPartial: onProgress
        ? (partial) => {
            const text = task.preview(partial);
            if (text !== last) onProgress({ text });
            last = text;
          }
        : undefined,
    });
    return { ...task.finish(answer, input), model: entry.id };
  };
}
