import type { ModelRegistry } from '#server/assistant/model-registry.ts';
import type { LiveTurnEngine } from './live-turn.ts';
import { modelTurn } from './model-turn.ts';
import { offlineTurn } from './offline-turn.ts';

type Deps = {
  registry: Pick<ModelRegistry, 'resolve' | 'languageModel'>;
  timeoutMs: number;
  /** A configured model failed; the pass falls back to the offline engine. */
  onModelError?: (sessionId: string, error: unknown) => void;
};

/**
 * The live pass on the provider layer: the session's model when one is configured, else (and when
 * it fails) the offline engine. A thin adapter until the assistant service offers live turns.
 */
export function createLiveTurnEngine({ registry, timeoutMs, onModelError }: Deps): LiveTurnEngine {
  return async (modelId, input) => {
    const entry = registry.resolve(modelId);
    const model = registry.languageModel(entry);
    if (!model) return offlineTurn(input);
    try {
      return await modelTurn({ model, entry, timeoutMs }, input);
    } catch (error) {
      onModelError?.(input.sessionId, error);
      return offlineTurn(input);
    }
  };
}
