import { randomBytes } from 'node:crypto';
import { AgendaInput } from '#contracts/agendas.ts';
import { InterviewTemplateInput } from '#contracts/interview-templates.ts';
import { SampleFeedbackInput } from '#contracts/sample-feedbacks.ts';
import { ScorecardInput } from '#contracts/scorecards.ts';
import type { App } from '#server/app.ts';

const tag = () => randomBytes(3).toString('hex');

/** Interview-setup records of a given user, built through the services (bodies parsed by the contracts). */
export function setupFactories(app: App) {
  const { scorecards, agendas, interviewTemplates, sampleFeedbacks } = app.services;

  const scorecard = (userId: string, overrides: Partial<ScorecardInput> = {}) =>
    scorecards.create(
      userId,
      ScorecardInput.parse({
        title: `Scorecard ${tag()}`,
        content: 'Problem solving\n- Breaks the problem down\n- Tests their solution',
        ...overrides,
      }),
    );

  const agenda = (userId: string, overrides: Partial<AgendaInput> = {}) =>
    agendas.create(
      userId,
      AgendaInput.parse({
        title: `Agenda ${tag()}`,
        content: '- Introductions (5 min)\n- Coding exercise (30 min)\n- Questions (10 min)',
        ...overrides,
      }),
    );

  /** With `scorecardId` and `agendaId`, or with new ones of the same user. */
  const interviewTemplate = async (userId: string, overrides: Partial<InterviewTemplateInput> = {}) => {
    const scorecardId = overrides.scorecardId ?? (await scorecard(userId)).id;
    const agendaId = overrides.agendaId ?? (await agenda(userId)).id;
    return interviewTemplates.create(
      userId,
      InterviewTemplateInput.parse({ title: `Template ${tag()}`, ...overrides, scorecardId, agendaId }),
    );
  };

  const sampleFeedback = (userId: string, overrides: Partial<SampleFeedbackInput> = {}) =>
    sampleFeedbacks.create(
      userId,
      SampleFeedbackInput.parse({
        title: `Feedback ${tag()}`,
        content: 'Clear structure; explained trade-offs before coding.',
        category: 'technical',
        tags: ['structure'],
        ...overrides,
      }),
    );

  return { scorecard, agenda, interviewTemplate, sampleFeedback };
}
