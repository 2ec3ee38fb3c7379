import type {
  AgendaDraft,
  AiModelList,
  GenerateAgendaInput,
  GenerateScorecardInput,
  ScorecardDraft,
} from '#contracts/assistant.ts';
import type { ModelRegistry } from './model-registry.ts';
import { agendaTask } from './tasks/agenda-task.ts';
import { createTaskRunner, type GenerationOptions } from './tasks/run-task.ts';
import { scorecardTask } from './tasks/scorecard-task.ts';

type Deps = { registry: ModelRegistry; timeoutMs: number };

export function createAssistantService({ registry, timeoutMs }: Deps) {
  const run = createTaskRunner({ registry, timeoutMs });

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
