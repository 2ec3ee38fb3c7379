import { generateStructured } from '../llm.client.ts';
import type { ModelRegistry } from '../model-registry.ts';
import type { StructuredTask } from './task.ts';

export type TaskOptions = {
  /** A model id from the list; absent or no longer configured means the default model. */
  model?: string | null;
  signal?: AbortSignal;
};

type Deps = { registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>; timeoutMs: number };

/**
 * Runs a structured task on the provider layer without progress previews: the offline engine
 * when the model is `offline`, else the model's validated answer (retried once, then a clear error).
 */
export function createTaskRunner({ registry, timeoutMs }: Deps) {
  return async function runTask<I, A, R>(
    task: StructuredTask<I, A, R>,
    input: I,
    options: TaskOptions = {},
  ): Promise<R & { model: string }> {
    task.check(input);
    const entry = registry.resolve(options.model);
    const model = registry.languageModel(entry);
    if (!model) return { ...task.offline(input), model: entry.id };
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
    });
    return { ...task.finish(answer, input), model: entry.id };
  };
}
export type TaskRunner = ReturnType<typeof createTaskRunner>;
