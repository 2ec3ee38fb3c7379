import { parseAgendaContent } from '#contracts/assistant.ts';

/**
 * An agenda's content as its timed items: stored JSON from the assistant or typed lines such
 * as "- Intro (10 min)" (items without a length count 15 minutes).
 */
export function AgendaItemList({ content }: { content: string }) {
  const items = parseAgendaContent(content).map((item, position) => ({
    ...item,
    number: position + 1,
  }));
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">This agenda has no items yet.</p>;
  }
  const total = items.reduce((sum, item) => sum + item.duration, 0);
  return (
    <div className="grid gap-3">
      <ol className="divide-y rounded-md border">
        {items.map((item) => (
          <li key={`${item.number}-${item.title}`} className="flex items-start gap-3 px-4 py-3">
            <span aria-hidden="true" className="w-6 shrink-0 text-sm text-muted-foreground tabular-nums">
              {item.number}.
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="text-sm font-medium break-words">{item.title}</span>
              {item.description && (
                <span className="text-sm break-words text-muted-foreground">{item.description}</span>
              )}
            </div>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{item.duration} min</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        {items.length} {items.length === 1 ? 'item' : 'items'} · {total} min in total
      </p>
    </div>
  );
}
