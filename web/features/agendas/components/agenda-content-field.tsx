import { useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type AgendaItemDraft, formatAgendaContent, parseAgendaContent } from '#contracts/assistant.ts';
import { GeneratedContentField } from '#web/components/ai-generation/generated-content-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AgendaItemsEditor } from './agenda-items-editor.tsx';

type View = 'items' | 'text';

type AgendaContentFieldProps = {
  content: string;
  onContentChange: (content: string) => void;
  registration: UseFormRegisterReturn;
  error?: string;
  generating: boolean;
  progress: string;
  hint: string;
};

const isStoredJson = (content: string) => content.trim().startsWith('[');

/**
 * The agenda's content, edited as rows (the stored JSON of a generated or saved agenda) or as
 * text lines such as "- Introductions (5 min)". A generation streams into the text view and
 * opens its result as rows.
 */
export function AgendaContentField(props: AgendaContentFieldProps) {
  const { content, onContentChange, registration, error, generating, progress, hint } = props;
  const [view, setView] = useState<View>(() => (isStoredJson(content) ? 'items' : 'text'));
  const [items, setItems] = useState<AgendaItemDraft[]>(() => parseAgendaContent(content));
  const written = useRef(content);

  // Content set from outside (a generation result, a reset): show it as rows again.
  useEffect(() => {
    if (content === written.current) return;
    written.current = content;
    setItems(parseAgendaContent(content));
  }, [content]);

  const wasGenerating = useRef(generating);
  useEffect(() => {
    if (wasGenerating.current && !generating && isStoredJson(content)) setView('items');
    wasGenerating.current = generating;
  }, [generating, content]);

  const changeItems = (next: AgendaItemDraft[]) => {
    setItems(next);
    const stored = formatAgendaContent(next);
    written.current = stored;
    onContentChange(stored);
  };
  const showItems = () => {
    changeItems(parseAgendaContent(content));
    setView('items');
  };
  const rows = view === 'items' && !generating;

  return (
    <div className="grid gap-2">
      {rows ? (
        <section aria-labelledby="agenda-content-label" className="grid gap-2">
          <span id="agenda-content-label" className="text-sm font-medium">
            Content *
          </span>
          <AgendaItemsEditor items={items} onChange={changeItems} />
          {error && <p className="text-sm text-destructive">{error}</p>}
        </section>
      ) : (
        <GeneratedContentField
          id="agenda-content"
          label="Content *"
          registration={registration}
          error={error}
          generating={generating}
          progress={progress}
          placeholder={
            '- Introductions (5 min)\n- Technical deep dive (30 min)\n- Candidate questions (10 min)'
          }
          hint={hint}
        />
      )}
      <fieldset className="flex items-center gap-1" disabled={generating}>
        <legend className="sr-only">Edit the content as</legend>
        <span aria-hidden="true" className="mr-1 text-xs text-muted-foreground">
          Edit as
        </span>
        <Button
          type="button"
          size="sm"
          variant={rows ? 'secondary' : 'ghost'}
          aria-pressed={rows}
          onClick={showItems}
        >
          Items
        </Button>
        <Button
          type="button"
          size="sm"
          variant={rows ? 'ghost' : 'secondary'}
          aria-pressed={!rows}
          onClick={() => setView('text')}
        >
          Text
        </Button>
      </fieldset>
    </div>
  );
}
