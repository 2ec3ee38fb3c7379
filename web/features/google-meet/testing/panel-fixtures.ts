import type { EvaluationDto } from '#contracts/evaluation.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { json, type StubHandler } from '#web/test/fetch-stub.ts';
import { aSuggestion } from '#web/test/live-fixtures.ts';
import { aSessionDetail, SESSION_ID } from '#web/test/session-fixtures.ts';

export { SESSION_ID };
export const LOOKUP = 'GET /api/sessions/by-meeting/abc-defg-hij';
export const SUGGESTIONS = `GET /api/sessions/${SESSION_ID}/suggestions`;
export const EVALUATION = `GET /api/sessions/${SESSION_ID}/evaluation`;
export const START = `POST /api/sessions/${SESSION_ID}/start-processing`;
export const TRANSCRIPTION = `GET /api/sessions/${SESSION_ID}/transcription`;

/** The session linked to meeting abc-defg-hij, as the lookup answers it. */
export function aMeetSession(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return aSessionDetail({
    candidateName: 'Ada Lovelace',
    position: 'Backend Engineer',
    meetingId: 'abc-defg-hij',
    videoProvider: 'google_meet',
    progressPercentage: 50,
    lastSeq: 7,
    scorecardId: '5c0c0000-0000-4000-8000-000000000001',
    agenda: [
      {
        id: 'agenda-1',
        title: 'Introductions',
        description: null,
        duration: 5,
        status: 'completed',
        children: [],
      },
      {
        id: 'agenda-2',
        title: 'System design',
        description: null,
        duration: 25,
        status: 'in-progress',
        children: [],
      },
    ],
    ...overrides,
  });
}

export const QUESTION = aSuggestion({ content: 'How did you shard the billing data?', status: 'suggested' });
export const PINNED = aSuggestion({
  content: 'Ask about on-call load',
  status: 'pinned',
  timestamp: '2026-11-22T10:01:00.000Z',
});
/** A guard warning: for the interviewer's eyes only. */
export const WARNING = aSuggestion({
  content: 'Family status is a protected topic: ask about the on-call schedule instead.',
  type: 'hint',
  status: 'pinned',
  tags: ['compliance', 'children'],
});

export function anEvaluation(content = 'Explained the sharding trade-offs clearly.'): EvaluationDto {
  const section = (id: string, title: string, text: string) => ({
    id,
    title,
    content: text,
    guidance: '',
    evidence: [],
    editedByUser: false,
    children: [],
  });
  return {
    evaluationData: {
      sections: [section('section-1', 'Technical depth', content), section('section-2', 'Communication', '')],
    },
  };
}

/** The reads of a found session, answered. */
export function panelReads(session = aMeetSession()): Record<string, StubHandler> {
  return {
    [LOOKUP]: () => json(200, session),
    [SUGGESTIONS]: () => json(200, [QUESTION, PINNED, WARNING]),
    [EVALUATION]: () => json(200, anEvaluation()),
    [START]: () => json(200, { status: 'processing' }),
    [TRANSCRIPTION]: () => json(200, { behindSeconds: 0 }),
    // The coverage line's reads (web/components/coverage/).
    [`GET /api/sessions/${SESSION_ID}/conversation`]: () => json(200, []),
    [`GET /api/sessions/${SESSION_ID}/candidate-questions`]: () => json(200, []),
  };
}
