import { generateStructured } from '../llm.client.ts';
import type { ModelRegistry } from '../model-registry.ts';
import type { StructuredTask } from './task.ts';

export type GenerationProgress = { text: string };

export type GenerationOptions = {
  /** A model id from the list; absent or no longer configured means the default model. */
  model?: string | null;
  /** Aborts the generation, e.g. when the browser goes away. */
  signal?: AbortSignal;
  /** Called as the model writes, with a readable preview of the answer so far. */
  onProgress?: (progress: GenerationProgress) => void;
};

type Deps = { registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>; timeoutMs: number };

/** Reports the task's readable preview of a partial answer, only when it changed. */
function previews<I, A, R>(task: StructuredTask<I, A, R>, onProgress: GenerationOptions['onProgress']) {
  if (!onProgress) return undefined;
  let last = '';
  return (partial: unknown) => {
    const text = task.preview(partial);
    if (text !== last) onProgress({ text });
    last = text;
  };
}

/**
 * The one runner of every structured AI task (scorecards, agendas, Quick Create, decisions): the
 * task's own checks first, then the offline engine when the model is `offline`, else the model's
 * answer validated against the task's schema (asked once more, then a clear error), finished by
 * the task; progress previews as the model writes when asked for.
 */
export function createTaskRunner({ registry, timeoutMs }: Deps) {
  return async function runTask<I, A, R>(
    task: StructuredTask<I, A, R>,
    input: I,
    options: GenerationOptions = {},
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
      onPartial: previews(task, options.onProgress),
    });
    return { ...task.finish(answer, input), model: entry.id };
  };
}
export type TaskRunner = ReturnType<typeof createTaskRunner>;
