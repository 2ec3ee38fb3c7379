// web/lib/sessions/: the session reads that several features share; keys in ./keys.ts.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CandidateQuestionDto } from '#contracts/coverage.ts';
import { EvaluationDto } from '#contracts/evaluation.ts';
import { ConversationChunkDto, NoteDto, SuggestionDto } from '#contracts/realtime.ts';
import { SessionDetail, SessionListItem } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { sessionKeys } from './keys.ts';

const path = (id: string, rest = '') => `/api/sessions/${encodeURIComponent(id)}${rest}`;

/** The sessions list: fresh for 30 s, no retry (spec 000 §7); failures are logged only (§8). */
export function sessionListQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/sessions', { schema: z.array(SessionListItem), signal }),
    staleTime: LIST_STALE_TIME,
  });
}

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(path(id), { schema: SessionDetail, signal }),
  });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.conversation(id),
    queryFn: ({ signal }) =>
      apiRequest(path(id, '/conversation'), { schema: z.array(ConversationChunkDto), signal }),
  });
}

export function suggestionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.suggestions(id),
    queryFn: ({ signal }) => apiRequest(path(id, '/suggestions'), { schema: z.array(SuggestionDto), signal }),
  });
}

export function notesQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.notes(id),
    queryFn: ({ signal }) => apiRequest(path(id, '/notes'), { schema: z.array(NoteDto), signal }),
  });
}

export function evaluationQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.evaluation(id),
    queryFn: ({ signal }) => apiRequest(path(id, '/evaluation'), { schema: EvaluationDto, signal }),
  });
}

/** The questions the candidate asked; the live channel appends new ones. */
export function candidateQuestionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.candidateQuestions(id),
    queryFn: ({ signal }) =>
      apiRequest(path(id, '/candidate-questions'), { schema: z.array(CandidateQuestionDto), signal }),
  });
}

/** `/api/sessions/{id}{rest}` with the id encoded. */
export const sessionPath = path;
