import type { SuggestionType } from '#contracts/assistant.ts';
import type { SuggestionDto } from '#contracts/realtime.ts';

export type SuggestionGroups = {
  pinned: SuggestionDto[];
  /** Open suggestions, and those already used (shown as used, without actions). */
  suggested: SuggestionDto[];
  /** Dismissed by the user or the assistant, and stale ones. */
  dismissed: SuggestionDto[];
};

export const TYPE_LABEL: Record<SuggestionType, string> = {
  question: 'question',
  hint: 'hint',
  clarification: 'clarification',
  follow_up_question: 'follow up question',
};

/**
 * Spec 000 §4: pinned, suggested and dismissed groups, newest first. Questions removed because
 * the interviewer asked them (`auto_match`) are hidden; stale ones leave the suggested group.
 */
export function groupSuggestions(list: SuggestionDto[]): SuggestionGroups {
  const groups: SuggestionGroups = { pinned: [], suggested: [], dismissed: [] };
  const newestFirst = [...list].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  for (const suggestion of newestFirst) {
    if (suggestion.status === 'pinned') groups.pinned.push(suggestion);
    else if (suggestion.status === 'suggested' || suggestion.status === 'used')
      groups.suggested.push(suggestion);
    else if (suggestion.dismissalReason !== 'auto_match') groups.dismissed.push(suggestion);
  }
  return groups;
}

/** Why a suggestion is in the Dismissed group, in a word or two. */
export function dismissedLabel(suggestion: SuggestionDto): string {
  if (suggestion.status === 'stale' || suggestion.dismissalReason === 'stale') return 'Stale';
  if (suggestion.dismissalReason === 'auto_transition') return 'Agenda moved on';
  return 'Dismissed';
}
