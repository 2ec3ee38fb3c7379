import { Pin, PinOff, X } from 'lucide-react';
import { COMPLIANCE_TAG, complianceCategoryOf } from '#contracts/compliance.ts';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { ClockTime } from '#web/components/transcript/clock-time.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { SuggestionAction } from '../api/suggestion-actions.ts';
import { ComplianceHeading } from './compliance-heading.tsx';
import { TYPE_LABEL } from './suggestion-groups.ts';

type SuggestionItemProps = {
  suggestion: SuggestionDto;
  onAction: (action: SuggestionAction, suggestion: SuggestionDto) => void;
};

/** Spec 000 §4: suggested can be pinned, pinned unpinned, both dismissed; used has no actions. */
const ACTIONS: Partial<Record<SuggestionDto['status'], SuggestionAction[]>> = {
  suggested: ['pin', 'dismiss'],
  pinned: ['unpin', 'dismiss'],
};

/** A warning is read and let go: pinning it means nothing. */
const WARNING_ACTIONS: SuggestionAction[] = ['dismiss'];

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
  const warning = suggestion.tags.includes(COMPLIANCE_TAG);
  return (
    <li
      aria-label={suggestion.content}
      data-status={status}
      className={cn(
        'grid gap-2 rounded-md border p-3',
        status === 'pinned' && !warning && 'border-primary/40 bg-primary/5',
        warning && open && 'border-warning/60 border-l-4 border-l-warning bg-warning-soft',
        // Greyed by background, not opacity: faded text would fall below WCAG's contrast ratio.
        !open && 'bg-muted/30',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {warning ? (
            <ComplianceHeading category={complianceCategoryOf(suggestion.tags)} />
          ) : (
            <Badge variant="outline">{TYPE_LABEL[suggestion.type]}</Badge>
          )}
          {used && <Badge variant="success">Used</Badge>}
          {!open && !used && <Badge variant="secondary">Dismissed</Badge>}
        </div>
        <ClockTime value={suggestion.timestamp} className="text-xs text-muted-foreground tabular-nums" />
      </div>
      <p className={cn('text-sm', used && 'text-muted-foreground line-through')}>{suggestion.content}</p>
      {open && (
        <div className="flex justify-end gap-1">
          {(warning ? WARNING_ACTIONS : (ACTIONS[status] ?? [])).map((action) => {
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
