import { useId, useState } from 'react';
import type { QuickCreateItem } from '#contracts/quick-create.ts';
import { type ReviewList, type ReviewState, reviewLabel, reviewOf } from '#contracts/quick-create-review.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ItemContent } from './item-content.tsx';
import { ChangeTypeBadge, ReviewStatusBadge } from './review-badges.tsx';

type ItemActions = { onAccept: (id: string) => void; onSave: (id: string, text: string) => void };
type ReviewItemListProps = ItemActions & {
  list: ReviewList;
  items: QuickCreateItem[];
  state: ReviewState;
  /** 0 for the top level; item titles are h4, their children's h5, deeper ones h6. */
  depth: number;
};

const HEADINGS = ['h4', 'h5', 'h6'] as const;

/** The items of one list (or one item's children), each reviewed on its own. */
export function ReviewItemList(props: ReviewItemListProps) {
  const { items, depth } = props;
  return (
    <ul className={depth === 0 ? 'grid gap-3' : 'grid gap-3 border-l-2 pl-4'}>
      {items.map((item) => (
        <li key={item.id}>
          <ReviewItem {...props} item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The text an edit starts from: the recruiter's last edit, else the version the item proposes. */
function editStart(item: QuickCreateItem, editedText: string | undefined): string {
  if (editedText !== undefined) return editedText;
  return item.change_type === 'REMOVED' || !item.content.trim()
    ? (item.original_content ?? '')
    : item.content;
}

function ReviewItem(props: Omit<ReviewItemListProps, 'items'> & { item: QuickCreateItem }) {
  const { list, item, state, depth, onAccept, onSave } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const titleId = useId();
  const editId = useId();
  const label = reviewLabel(list, item);
  const review = reviewOf(state, item.id);
  const Heading = HEADINGS[Math.min(depth, HEADINGS.length - 1)] ?? 'h6';
  const title = item.title || 'Untitled item';
  const canAccept = label !== 'KEPT' && review.status !== 'accepted';

  const save = () => {
    if (draft === null) return;
    onSave(item.id, draft);
    setDraft(null);
  };

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={titleId} className="mr-auto font-medium">
          {title}
        </Heading>
        <ChangeTypeBadge type={label} />
        <ReviewStatusBadge status={review.status} />
      </div>
      {item.change_reason && <p className="text-sm text-muted-foreground">{item.change_reason}</p>}
      <ItemContent list={list} label={label} item={item} review={review} />
      {draft === null ? (
        <div className="flex flex-wrap gap-2">
          {canAccept && (
            <Button size="sm" aria-label={`Accept ${title}`} onClick={() => onAccept(item.id)}>
              Accept
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit ${title}`}
            onClick={() => setDraft(editStart(item, review.editedText))}
          >
            Edit
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={editId}>Your text for {title}</Label>
          <Textarea id={editId} rows={4} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" aria-label={`Save ${title}`} onClick={save}>
              Save
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {item.children.length > 0 && (
        <ReviewItemList
          list={list}
          items={item.children}
          state={state}
          depth={depth + 1}
          onAccept={onAccept}
          onSave={onSave}
        />
      )}
    </article>
  );
}
