import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';

export const GENERATE = 'POST /api/sessions/quick-create/generate';
export const SAVE = 'POST /api/sessions/quick-create/save';
export const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
export const SCORECARD_ID = '5c000000-0000-4000-8000-000000000001';
export const AGENDA_ID = 'a9000000-0000-4000-8000-000000000001';

export const SCORECARDS = [{ id: SCORECARD_ID, title: 'Backend Scorecard' }];
export const AGENDAS = [{ id: AGENDA_ID, title: 'Standard coding screen' }];
const OFFLINE_ONLY = {
  models: [{ id: 'offline', label: 'Offline assistant', provider: 'offline' }],
  defaultModel: 'offline',
};

/**
 * A kit with every change type: a kept introduction, a modified (and shortened) exercise with an
 * added follow-up, an added requirements section, a removed Q&A; a modified scorecard section with
 * an added criterion, and a kept one without new text.
 */
export function anOutput(overrides: Partial<QuickCreateOutput> = {}): QuickCreateOutput {
  return {
    interviewTitle: 'Coding screen: Senior Backend Engineer — Ada Lovelace',
    candidateName: 'Ada Lovelace',
    summary: {
      items_kept: 2,
      items_modified: 2,
      items_added: 3,
      items_removed: 1,
      key_adaptations: [OFFLINE_NOTICE, 'Agenda fitted to 15–30 minutes'],
    },
    agenda: {
      items: [
        {
          id: 'agenda-1',
          title: 'Introductions',
          content: 'Welcome the candidate',
          original_content: 'Welcome the candidate',
          duration: 5,
          original_duration: 5,
          children: [],
        },
        {
          id: 'agenda-2',
          title: 'Coding exercise',
          content: 'Design a queue consumer with Kafka',
          original_content: 'Solve a graph problem',
          change_type: 'MODIFIED',
          change_reason: 'Shortened from 30 to 15 min to fit 15–30 minutes',
          duration: 15,
          original_duration: 30,
          children: [
            {
              id: 'agenda-2-1',
              title: 'Follow-up: scaling',
              content: 'Ask how it scales',
              original_content: '',
              change_type: 'ADDED',
              change_reason: 'From the job description',
              duration: 5,
              children: [],
            },
          ],
        },
        {
          id: 'agenda-3',
          title: 'Role requirements: SQL',
          content: 'Ask about data modelling',
          original_content: '',
          change_type: 'ADDED',
          change_reason: 'Required by the job',
          duration: 5,
          children: [],
        },
        {
          id: 'agenda-4',
          title: 'Questions',
          content: '',
          original_content: 'Candidate questions',
          change_type: 'REMOVED',
          change_reason: 'No time left in 30 minutes',
          original_duration: 10,
          children: [],
        },
      ],
    },
    scorecard: {
      items: [
        {
          id: 'scorecard-1',
          title: 'Technical skills',
          content: 'Knows TypeScript and Kafka',
          original_content: 'Knows TypeScript',
          change_type: 'MODIFIED',
          change_reason: 'Kafka is in the resume',
          children: [
            {
              id: 'scorecard-1-1',
              title: 'Kafka depth',
              content: 'Explains partitions',
              original_content: '',
              change_type: 'ADDED',
              children: [],
            },
          ],
        },
        {
          id: 'scorecard-2',
          title: 'Communication',
          content: '',
          original_content: 'Explains trade-offs',
          change_type: 'KEPT',
          children: [],
        },
      ],
    },
    model: 'offline',
    notice: OFFLINE_NOTICE,
    ...overrides,
  };
}

/** The server at the network boundary: models, the user's templates, and the given routes. */
export function stubServer(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/assistant/models': () => json(200, OFFLINE_ONLY),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARDS),
    'GET /api/interview-setup/agendas': () => json(200, AGENDAS),
    ...routes,
  });
}

/** A PDF as the browser hands it over (the server checks the bytes). */
export const aPdf = (name = 'ada-lovelace.pdf') =>
  new File(['%PDF-1.7 resume'], name, { type: 'application/pdf' });
