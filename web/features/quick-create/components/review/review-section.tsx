import type { QuickCreateItem } from '#contracts/quick-create.ts';
import {
  acceptAll,
  acceptItem,
  editItem,
  pendingCount,
  type ReviewList,
  type ReviewState,
  resetReview,
} from '#contracts/quick-create-review.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewItemList } from './review-item.tsx';

type ReviewSectionProps = {
  list: ReviewList;
  items: QuickCreateItem[];
  state: ReviewState;
  onChange: (state: ReviewState) => void;
};

const TEXT: Record<ReviewList, { title: string; description: string; empty: string }> = {
  agenda: {
    title: 'Agenda Review',
    description:
      'Accept a change to apply it, or edit an item to use your own text. Until then a modified item keeps its original, an added one is left out and a removed one stays.',
    empty: 'No agenda items were generated.',
  },
  scorecard: {
    title: 'Scorecard Review',
    description:
      "Accepted and kept sections start from the template's text, edited ones from yours; sections still pending start empty.",
    empty: 'No scorecard sections were generated.',
  },
};

/** One list of the kit with its review: per item, and Accept All (n) / Reset for the whole list. */
export function ReviewSection({ list, items, state, onChange }: ReviewSectionProps) {
  const text = TEXT[list];
  const pending = pendingCount(list, items, state);
  return (
    <ReviewCard
      title={text.title}
      description={text.description}
      actions={
        <>
          <Button
            size="sm"
            disabled={pending === 0}
            onClick={() => onChange(acceptAll(list, items, state).state)}
          >
            Accept All ({pending})
          </Button>
          <Button size="sm" variant="outline" onClick={() => onChange(resetReview(list, items))}>
            Reset
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <ReviewItemList
          list={list}
          items={items}
          state={state}
          depth={0}
          onAccept={(id) => onChange(acceptItem(state, id))}
          onSave={(id, value) => onChange(editItem(state, id, value))}
        />
      )}
    </ReviewCard>
  );
}
