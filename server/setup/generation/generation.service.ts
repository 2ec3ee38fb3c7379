import { AGENDA_GENERATION_FAILED, type AgendaGenerateFields } from '#contracts/agendas.ts';
import { ASSISTANT_LIMITS } from '#contracts/assistant.ts';
import {
  type GeneratedContent,
  SCORECARD_GENERATION_FAILED,
  type ScorecardGenerateFields,
} from '#contracts/scorecards.ts';
import type { AssistantService } from '#server/assistant/assistant.service.ts';
import type { GenerationOptions } from '#server/assistant/tasks/run-task.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ScorecardsService } from '../scorecards/scorecards.service.ts';

type Deps = {
  assistant: Pick<AssistantService, 'generateScorecard' | 'generateAgenda'>;
  scorecards: Pick<ScorecardsService, 'content'>;
};

/** Runs a prepared generation: model choice, abort signal and progress come from the route. */
export type Generation = (options: GenerationOptions) => Promise<GeneratedContent>;

const text = (value: string | null) => value ?? undefined;

/**
 * A failure of the model answers with the screen's message; the assistant's reason (already
 * free of provider secrets) goes in `details`.
 */
async function withSpecMessage<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || !error.code.startsWith('ai_')) throw error;
    const extra = typeof error.details === 'object' && error.details !== null ? error.details : {};
    const wrapped = new AppError(error.status, error.code, message, { reason: error.message, ...extra });
    wrapped.cause = error;
    throw wrapped;
  }
}

export function createSetupGenerationService({ assistant, scorecards }: Deps) {
  return {
    /** Checks and loads everything first (so 4xx answers come before any stream starts). */
    async scorecard(fields: ScorecardGenerateFields): Promise<Generation> {
      const input = {
        generationPrompt: text(fields.generationPrompt),
        jobDescription: text(fields.jobDescription),
        existingScorecardRef: text(fields.existingScorecardRef),
      };
      return (options) =>
        withSpecMessage(SCORECARD_GENERATION_FAILED, async () => {
          const draft = await assistant.generateScorecard(input, options);
          return { content: draft.content, title: draft.title, model: draft.model, notice: draft.notice };
        });
    },

    /** The selected scorecard must be the user's (404 otherwise); its content guides the agenda. */
    async agenda(userId: string, fields: AgendaGenerateFields): Promise<Generation> {
      const scorecard = fields.selectedScorecardId
        ? await scorecards.content(userId, fields.selectedScorecardId)
        : undefined;
      const input = {
        generationPrompt: text(fields.generationPrompt),
        jobDescription: text(fields.jobDescription),
        existingScorecardRef: text(fields.existingScorecardRef),
        scorecardContent: scorecard?.slice(0, ASSISTANT_LIMITS.scorecardRef),
        timeRangeMin: fields.timeRangeMin,
        timeRangeMax: fields.timeRangeMax,
      };
      return (options) =>
        withSpecMessage(AGENDA_GENERATION_FAILED, async () => {
          const draft = await assistant.generateAgenda(input, options);
          return { content: draft.content, model: draft.model, notice: draft.notice };
        });
    },
  };
}
export type SetupGenerationService = ReturnType<typeof createSetupGenerationService>;
