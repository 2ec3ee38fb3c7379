import type {
  AgendaDraft,
  AiModelList,
  GenerateAgendaInput,
  GenerateScorecardInput,
  ScorecardDraft,
} from '#contracts/assistant.ts';
import { generateStructured } from './llm.client.ts';
import type { ModelRegistry } from './model-registry.ts';
import { agendaTask } from './tasks/agenda-task.ts';
import { scorecardTask } from './tasks/scorecard-task.ts';
import type { StructuredTask } from './tasks/task.ts';

export type GenerationProgress = { text: string };

export type GenerationOptions = {
  /** A model id from the list; absent or no longer configured means the default model. */
  model?: string | null;
  /** Aborts the generation, e.g. when the browser goes away. */
  signal?: AbortSignal;
  /** Called as the model writes, with a readable preview of the answer so far. */
  onProgress?: (progress: GenerationProgress) => void;
};

type Deps = { registry: ModelRegistry; timeoutMs: number };

export function createAssistantService({ registry, timeoutMs }: Deps) {
  async function run<I, A, R>(task: StructuredTask<I, A, R>, input: I, options: GenerationOptions = {}) {
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
  }

  return {
    listModels(): AiModelList {
      return registry.list();
    },

    /** A scorecard draft; the model's answer is validated, `content` is rendered from its sections. */
    generateScorecard(input: GenerateScorecardInput, options?: GenerationOptions): Promise<ScorecardDraft> {
      return run(scorecardTask, input, options);
    },

    /** An agenda draft whose total duration lies within [timeRangeMin, timeRangeMax]. */
    generateAgenda(input: GenerateAgendaInput, options?: GenerationOptions): Promise<AgendaDraft> {
      return run(agendaTask, input, options);
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
