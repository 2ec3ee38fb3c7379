import type { Db } from '#server/db/client.ts';
import { createAgendaRepository } from './agenda/agenda.repository.ts';
import { createConversationRepository } from './conversation/conversation.repository.ts';
import { createNotesRepository } from './conversation/notes.repository.ts';
import { createScorecardItemsRepository } from './evaluation/scorecard-items.repository.ts';
import { createSessionSourcesRepository } from './sessions/session-sources.repository.ts';
import { createSessionsRepository } from './sessions/sessions.repository.ts';
import { createSuggestionsRepository } from './suggestions/suggestions.repository.ts';

/** The interviews' repositories over one connection: the pool, or one transaction. */
export function createInterviewRepositories(db: Db) {
  return {
    sessions: createSessionsRepository(db),
    sources: createSessionSourcesRepository(db),
    agenda: createAgendaRepository(db),
    scorecard: createScorecardItemsRepository(db),
    chunks: createConversationRepository(db),
    notes: createNotesRepository(db),
    suggestions: createSuggestionsRepository(db),
  };
}
export type InterviewRepositories = ReturnType<typeof createInterviewRepositories>;
