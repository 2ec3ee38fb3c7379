import type { SuggestionType } from '#contracts/assistant.ts';
import type { DismissalReason, SuggestionDto, SuggestionStatus } from '#contracts/realtime.ts';
import { oneOf } from '../one-of.ts';
import type { SuggestionRow } from './suggestions.repository.ts';

const suggestionStatus = oneOf<SuggestionStatus>(
  ['suggested', 'pinned', 'dismissed', 'stale', 'used'],
  'suggested',
);
const suggestionType = oneOf<SuggestionType>(
  ['question', 'hint', 'clarification', 'follow_up_question'],
  'question',
);
const reason = (v: string | null): DismissalReason | null =>
  v === null
    ? null
    : oneOf<DismissalReason>(
        ['auto_transition', 'auto_match', 'manual_dismiss', 'stale'],
        'manual_dismiss',
      )(v);

export const toSuggestionDto = (r: SuggestionRow): SuggestionDto => ({
  id: r.id,
  content: r.content,
  type: suggestionType(r.type),
  status: suggestionStatus(r.status),
  dismissalReason: reason(r.dismissalReason),
  agendaItemId: r.agendaItemId,
  tags: r.tags ?? [],
  timestamp: r.timestamp.toISOString(),
});
