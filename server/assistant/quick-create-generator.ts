import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import type { ModelRegistry } from './model-registry.ts';
import type { QuickCreateTaskInput } from './tasks/quick-create-input.ts';
import { quickCreateTask } from './tasks/quick-create-task.ts';
import { createTaskRunner, type GenerationOptions } from './tasks/run-task.ts';

type Deps = { registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>; timeoutMs: number };

export type QuickCreateGenerator = (
  input: QuickCreateTaskInput,
  options?: GenerationOptions,
) => Promise<QuickCreateOutput>;

/**
 * Generates a Quick Create kit with the chosen model (or the default) through the task runner:
 * a readable preview as the model writes, the offline engine when the model is `offline`.
 */
export function createQuickCreateGenerator(deps: Deps): QuickCreateGenerator {
  const run = createTaskRunner(deps);
  return (input, options) => run(quickCreateTask, input, options);
}
