import { OFFLINE_MODEL_ID } from '#contracts/assistant.ts';
import type { ModelRegistry } from './model-registry.ts';
import { draftDecision } from './offline/decision-draft.ts';
import { type DecisionDraft, type DecisionInput, hasMaterial } from './tasks/decision-input.ts';
import { decisionTask } from './tasks/decision-task.ts';
import { createTaskRunner } from './tasks/run-task.ts';

type Deps = { registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>; timeoutMs: number };

export type DecisionGenerator = (
  input: DecisionInput,
  modelId: string | null,
) => Promise<DecisionDraft & { model: string }>;

/**
 * Drafts an interview decision with the session's model, or the offline engine. With nothing
 * recorded at all no model is asked: it would have nothing to ground its answer on.
 */
export function createDecisionGenerator(deps: Deps): DecisionGenerator {
  const run = createTaskRunner(deps);
  return async (input, modelId) => {
    if (!hasMaterial(input)) return { ...draftDecision(input), model: OFFLINE_MODEL_ID };
    return run(decisionTask, input, { model: modelId });
  };
}
