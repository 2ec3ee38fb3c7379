import type { SuggestionType } from '#contracts/assistant.ts';
import { COMPLIANCE_TAG } from '#contracts/compliance.ts';
import type { SuggestionDto } from '#contracts/realtime.ts';

export type SuggestionGroups = {
  /** The guard's open warnings about protected topics, above everything else. */
  compliance: SuggestionDto[];
  pinned: SuggestionDto[];
  /** Open suggestions, and those already used (shown as used, without actions). */
  suggested: SuggestionDto[];
  /** Dismissed by the interviewer. */
  dismissed: SuggestionDto[];
};

export const TYPE_LABEL: Record<SuggestionType, string> = {
  question: 'question',
  hint: 'hint',
  clarification: 'clarification',
  follow_up_question: 'follow up question',
};

/**
 * Spec 000 §4: pinned, suggested and dismissed groups, newest first. The Dismissed group holds
 * what the interviewer dismissed, so it never grows by itself: suggestions the assistant retired
 * (older than the newest three, or of an agenda item that ended) and questions the interviewer
 * asked (`auto_match`) leave the lists.
 */
export function groupSuggestions(list: SuggestionDto[]): SuggestionGroups {
  const groups: SuggestionGroups = { compliance: [], pinned: [], suggested: [], dismissed: [] };
  const newestFirst = [...list].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  for (const suggestion of newestFirst) {
    const open = suggestion.status === 'pinned' || suggestion.status === 'suggested';
    if (open && suggestion.tags.includes(COMPLIANCE_TAG)) groups.compliance.push(suggestion);
    else if (suggestion.status === 'pinned') groups.pinned.push(suggestion);
    else if (suggestion.status === 'suggested' || suggestion.status === 'used')
      groups.suggested.push(suggestion);
    else if (suggestion.status === 'dismissed' && byInterviewer(suggestion))
      groups.dismissed.push(suggestion);
  }
  return groups;
}

const byInterviewer = (s: SuggestionDto) =>
  s.dismissalReason === null || s.dismissalReason === 'manual_dismiss';
