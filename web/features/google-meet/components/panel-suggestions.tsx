import { useQuery } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { COMPLIANCE_TAG } from '#contracts/compliance.ts';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { suggestionsQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { PanelCard } from './panel-card.tsx';

/**
 * The open suggestions, pinned first, each group newest first. Compliance warnings are left
 * out: they are meant for the interviewer alone, and a side panel can be seen by others in the
 * meeting (a shared screen); the dashboard shows them.
 */
export function panelSuggestions(list: SuggestionDto[]): SuggestionDto[] {
  const open = list.filter(
    (s) => (s.status === 'pinned' || s.status === 'suggested') && !s.tags.includes(COMPLIANCE_TAG),
  );
  const newestFirst = (a: SuggestionDto, b: SuggestionDto) =>
    Date.parse(b.timestamp) - Date.parse(a.timestamp);
  return [
    ...open.filter((s) => s.status === 'pinned').sort(newestFirst),
    ...open.filter((s) => s.status === 'suggested').sort(newestFirst),
  ];
}

export function PanelSuggestions({ sessionId }: { sessionId: string }) {
  const suggestions = useQuery(suggestionsQueryOptions(sessionId));
  const shown = suggestions.data ? panelSuggestions(suggestions.data) : [];
  return (
    <PanelCard title="Live Suggestions" summary={suggestions.data ? String(shown.length) : undefined}>
      {suggestions.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading suggestions...
        </p>
      ) : suggestions.isError ? (
        <LoadError
          message="Failed to load suggestions."
          onRetry={() => void suggestions.refetch()}
          retrying={suggestions.isFetching}
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No suggestions yet</p>
      ) : (
        <ul aria-label="Live suggestions" className="grid gap-2">
          {shown.map((suggestion) => (
            <li
              key={suggestion.id}
              aria-label={suggestion.content}
              className="grid gap-1 rounded-md border p-2.5 data-[status=pinned]:border-primary/40 data-[status=pinned]:bg-primary/5"
              data-status={suggestion.status}
            >
              <div className="flex items-center gap-1.5">
                <Badge variant="outline">{suggestion.type.replaceAll('_', ' ')}</Badge>
                {suggestion.status === 'pinned' && (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Pin aria-hidden="true" className="size-3" />
                    Pinned
                  </span>
                )}
              </div>
              <p className="text-sm">{suggestion.content}</p>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
