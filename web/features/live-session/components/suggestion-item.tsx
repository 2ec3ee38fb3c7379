import { Pin, PinOff, X } from 'lucide-react';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SuggestionAction } from '../api/suggestion-actions.ts';
import { ClockTime } from './clock-time.tsx';
import { dismissedLabel, TYPE_LABEL } from './suggestion-groups.ts';

type SuggestionItemProps = {
  suggestion: SuggestionDto;
  onAction: (action: SuggestionAction, suggestion: SuggestionDto) => void;
};

/** Spec 000 §4: suggested can be pinned, pinned unpinned, both dismissed; used has no actions. */
const ACTIONS: Partial<Record<SuggestionDto['status'], SuggestionAction[]>> = {
  suggested: ['pin', 'dismiss'],
  pinned: ['unpin', 'dismiss'],
};

const BUTTON = {
  pin: { label: 'Pin suggestion', icon: Pin },
  unpin: { label: 'Unpin suggestion', icon: PinOff },
  dismiss: { label: 'Dismiss suggestion', icon: X },
} as const;

/** One suggestion: its type, text and time, with the actions its status allows. */
export function SuggestionItem({ suggestion, onAction }: SuggestionItemProps) {
  const { status } = suggestion;
  const used = status === 'used';
  const open = status === 'suggested' || status === 'pinned';
  return (
    <li
      aria-label={suggestion.content}
      data-status={status}
      className={cn(
        'grid gap-2 rounded-md border p-3',
        status === 'pinned' && 'border-primary/40 bg-primary/5',
        // Greyed by background, not opacity: faded text would fall below WCAG's contrast ratio.
        !open && 'bg-muted/30',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="outline">{TYPE_LABEL[suggestion.type]}</Badge>
          {used && <Badge variant="success">Used</Badge>}
          {!open && !used && <Badge variant="secondary">{dismissedLabel(suggestion)}</Badge>}
        </div>
        <ClockTime value={suggestion.timestamp} className="text-xs text-muted-foreground tabular-nums" />
      </div>
      <p className={cn('text-sm', used && 'text-muted-foreground line-through')}>{suggestion.content}</p>
      {open && (
        <div className="flex justify-end gap-1">
          {(ACTIONS[status] ?? []).map((action) => {
            const { label, icon: Icon } = BUTTON[action];
            return (
              <Button
                key={action}
                size="sm"
                variant="ghost"
                aria-label={label}
                title={label}
                onClick={() => onAction(action, suggestion)}
              >
                <Icon aria-hidden="true" />
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}
