import type { ChangeType, QuickCreateItem } from '#contracts/quick-create.ts';
import type { ItemReview, ReviewList } from '#contracts/quick-create-review.ts';

type Block = { label: string; text: string; minutes?: number | null };

/** The versions worth seeing for an item: both sides of a change, and the recruiter's edit. */
function blocksOf(list: ReviewList, label: ChangeType, item: QuickCreateItem, review: ItemReview): Block[] {
  const minutes = (value: number | null | undefined) => (list === 'agenda' ? value : undefined);
  const original = {
    label: 'Original',
    text: item.original_content ?? '',
    minutes: minutes(item.original_duration),
  };
  const adapted = { label: 'New', text: item.content, minutes: minutes(item.duration) };
  // A kept scorecard item has no new text: what it keeps is the template's.
  const kept = item.content.trim() || list === 'agenda' ? adapted : original;
  const byLabel: Record<ChangeType, Block[]> = {
    MODIFIED: [original, adapted],
    ADDED: [adapted],
    REMOVED: [original],
    KEPT: [{ ...kept, label: 'Content' }],
  };
  const blocks = [...byLabel[label]];
  if (review.status === 'edited') blocks.push({ label: 'Your edit', text: review.editedText ?? '' });
  return blocks;
}

type ItemContentProps = { list: ReviewList; label: ChangeType; item: QuickCreateItem; review: ItemReview };

/** Original and new content side by side (for a modified item), else the one that matters. */
export function ItemContent({ list, label, item, review }: ItemContentProps) {
  const blocks = blocksOf(list, label, item, review);
  return (
    <dl className={blocks.length > 1 ? 'grid gap-3 md:grid-cols-2' : 'grid gap-3'}>
      {blocks.map((block) => (
        <div key={block.label} className="grid content-start gap-1 rounded-md bg-muted/40 p-3">
          <dt className="text-xs font-medium text-muted-foreground">
            {block.label}
            {block.minutes ? ` · ${block.minutes} min` : ''}
          </dt>
          <dd className="text-sm whitespace-pre-wrap">
            {block.text.trim() ? block.text : <span className="text-muted-foreground">(empty)</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
