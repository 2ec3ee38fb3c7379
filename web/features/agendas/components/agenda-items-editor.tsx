import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type AgendaItemDraft, DEFAULT_AGENDA_ITEM_MINUTES } from '#contracts/assistant.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

type AgendaItemsEditorProps = {
  items: AgendaItemDraft[];
  onChange: (items: AgendaItemDraft[]) => void;
};

/**
 * The agenda as rows a recruiter can edit: title, minutes and what to cover, in order. What it
 * writes is the stored JSON content, so the saved agenda and a session copied from it agree.
 */
export function AgendaItemsEditor({ items, onChange }: AgendaItemsEditorProps) {
  const update = (index: number, patch: Partial<AgendaItemDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  const add = () => onChange([...items, { title: '', duration: DEFAULT_AGENDA_ITEM_MINUTES }]);
  const total = items.reduce((sum, item) => sum + item.duration, 0);

  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {items.map((item, index) => {
          const number = index + 1;
          return (
            // Rows have no identity of their own; the position is what the recruiter edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-end gap-2">
                <span aria-hidden="true" className="pb-2 text-sm text-muted-foreground tabular-nums">
                  {number}.
                </span>
                <Input
                  aria-label={`Item ${number} title`}
                  value={item.title}
                  placeholder="e.g. Technical deep dive"
                  onChange={(e) => update(index, { title: e.target.value })}
                  className="flex-1"
                />
                <MinutesInput
                  label={`Item ${number} minutes`}
                  minutes={item.duration}
                  onChange={(duration) => update(index, { duration })}
                />
                <span className="pb-2 text-sm text-muted-foreground">min</span>
                <RowButton
                  label={`Move item ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp />
                </RowButton>
                <RowButton
                  label={`Move item ${number} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown />
                </RowButton>
                <RowButton label={`Remove item ${number}`} onClick={() => remove(index)}>
                  <Trash2 />
                </RowButton>
              </div>
              <Textarea
                aria-label={`Item ${number} notes`}
                rows={2}
                value={item.description ?? ''}
                placeholder="What to cover or ask (optional)"
                onChange={(e) => update(index, { description: e.target.value })}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex items-center justify-between gap-3">
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          Add item
        </Button>
        <p className="text-sm text-muted-foreground">
          {items.length} {items.length === 1 ? 'item' : 'items'} · {total} min in total
        </p>
      </div>
    </div>
  );
}

function RowButton(props: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/** Minutes typed freely; a whole number of at least 1 is kept, anything else snaps back on blur. */
function MinutesInput(props: { label: string; minutes: number; onChange: (minutes: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      aria-label={props.label}
      type="number"
      min={1}
      value={draft ?? props.minutes}
      onChange={(e) => {
        setDraft(e.target.value);
        const minutes = Math.round(Number(e.target.value));
        if (e.target.value.trim() !== '' && minutes >= 1) props.onChange(minutes);
      }}
      onBlur={() => setDraft(null)}
      className="w-20"
    />
  );
}
