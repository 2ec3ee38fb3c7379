import { CreateSessionInput } from '#contracts/sessions.ts';
import type { App } from '#server/app.ts';
import { pipelineFactories } from './pipeline-factories.ts';

export const SESSION_AGENDA = [
  { id: 'agenda-1', title: 'Introductions', estimatedDuration: 5 },
  {
    id: 'agenda-2',
    title: 'System design',
    estimatedDuration: 30,
    subtasks: [{ id: 'agenda-2a', title: 'Scaling the read path', estimatedDuration: 10 }],
  },
  { id: 'agenda-3', title: 'Questions for us', estimatedDuration: 10 },
];
export const SESSION_SCORECARD =
  'Technical depth\n- Explains trade-offs\n- Knows the tools\nCommunication\n- Clear answers';

/** Interview sessions of a given user, built through the service (body parsed by the contract). */
export function sessionFactories(app: App) {
  const { candidate } = pipelineFactories(app);

  /** For `candidateId`, or a new candidate of the same user; with an agenda and a scorecard. */
  const session = async (userId: string, overrides: Partial<CreateSessionInput> = {}) => {
    const candidateId = overrides.candidateId ?? (await candidate(userId)).id;
    return app.services.interviews.sessionCreator.create(
      userId,
      CreateSessionInput.parse({
        agenda: SESSION_AGENDA,
        customScorecard: SESSION_SCORECARD,
        ...overrides,
        candidateId,
      }),
    );
  };

  return { session };
}
