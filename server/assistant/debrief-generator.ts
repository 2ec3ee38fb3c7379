import { OFFLINE_MODEL_ID } from '#contracts/assistant.ts';
import type { DebriefDraft } from '#contracts/coverage.ts';
import type { ModelRegistry } from './model-registry.ts';
import type { DebriefMaterial } from './prompts/debrief.ts';
import { debriefTask } from './tasks/debrief-task.ts';
import { createTaskRunner } from './tasks/run-task.ts';

type Deps = {
  registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>;
  timeoutMs: number;
  onModelError?: (err: unknown) => void;
};

export type DebriefGenerator = (material: DebriefMaterial, modelId: string | null) => Promise<DebriefDraft>;

export const DEBRIEF_FALLBACK_NOTICE =
  'The AI model did not give a usable debrief; this is the offline assistant’s draft.';

/**
 * Drafts the debrief with the session's model from the offline draft's material, or keeps the
 * offline draft: when the model is `offline`, when the candidate said nothing, and (saying so)
 * when the model fails or its answer cannot be used twice over.
 */
export function createDebriefGenerator(deps: Deps): DebriefGenerator {
  const run = createTaskRunner(deps);
  return async (material, modelId) => {
    const offline = { ...material.draft, model: OFFLINE_MODEL_ID };
    if (!material.lines.some((l) => l.speaker === 'candidate')) return offline;
    try {
      return await run(debriefTask, material, { model: modelId });
    } catch (err) {
      deps.onModelError?.(err);
      return { ...offline, notice: DEBRIEF_FALLBACK_NOTICE };
    }
  };
}
