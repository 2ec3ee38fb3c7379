import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { suggestionsQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { type SuggestionAction, useSuggestionAction } from '../api/suggestion-actions.ts';
import { groupSuggestions } from './suggestion-groups.ts';
import { SuggestionItem } from './suggestion-item.tsx';

type OnAction = (action: SuggestionAction, suggestion: SuggestionDto) => void;

/** The Suggestions column: pinned, suggested, then the dismissed ones folded away. */
export function SuggestionsPanel({ sessionId }: { sessionId: string }) {
  const suggestions = useQuery(suggestionsQueryOptions(sessionId));
  const pin = useSuggestionAction(sessionId, 'pin');
  const unpin = useSuggestionAction(sessionId, 'unpin');
  const dismiss = useSuggestionAction(sessionId, 'dismiss');
  const onAction: OnAction = (action, suggestion) => ({ pin, unpin, dismiss })[action].mutate(suggestion);

  return (
    <SectionCard title="Suggestions">
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
      ) : (
        <SuggestionGroupsView list={suggestions.data} onAction={onAction} />
      )}
    </SectionCard>
  );
}

function SuggestionGroupsView({ list, onAction }: { list: SuggestionDto[]; onAction: OnAction }) {
  const { compliance, pinned, suggested, dismissed } = groupSuggestions(list);
  return (
    <div className="grid gap-4">
      {/* Always rendered, so a screen reader announces a warning as it arrives, without interrupting. */}
      <div aria-live="polite" aria-relevant="additions">
        <Group title="Private warnings" label="Compliance warnings" items={compliance} onAction={onAction} />
      </div>
      {pinned.length + suggested.length === 0 ? (
        <div className="grid justify-items-center gap-2 py-6 text-center">
          <Lightbulb aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">No suggestions yet</p>
        </div>
      ) : (
        <>
          <Group title="Pinned" items={pinned} onAction={onAction} />
          <Group title="Suggested" items={suggested} onAction={onAction} />
        </>
      )}
      {dismissed.length > 0 && <DismissedGroup items={dismissed} onAction={onAction} />}
    </div>
  );
}

type GroupProps = { title: string; label?: string; items: SuggestionDto[]; onAction: OnAction };

function Group({ title, label = `${title} suggestions`, items, onAction }: GroupProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        {title}
      </h3>
      <SuggestionList label={label} items={items} onAction={onAction} />
    </section>
  );
}

/** Collapsed at first (spec 000 §2). */
function DismissedGroup({ items, onAction }: Omit<GroupProps, 'title'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-label="Dismissed" className="grid gap-2 border-t pt-3">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Dismissed ({items.length})
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && <SuggestionList id={listId} label="Dismissed suggestions" items={items} onAction={onAction} />}
    </section>
  );
}

type ListProps = { id?: string; label: string; items: SuggestionDto[]; onAction: OnAction };

function SuggestionList({ id, label, items, onAction }: ListProps) {
  return (
    <ul id={id} aria-label={label} className="grid gap-2">
      {items.map((suggestion) => (
        <SuggestionItem key={suggestion.id} suggestion={suggestion} onAction={onAction} />
      ))}
    </ul>
  );
}
