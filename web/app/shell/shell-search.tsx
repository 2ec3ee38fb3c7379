import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_QUERY_MAX } from '#contracts/search.ts';
import { Input } from '#web/components/ui/input.tsx';

/** Whether the key press was meant for a field the user is typing in. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl+K or ⌘K from anywhere, or "/" outside a text field, puts the cursor in the search box. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
}

/** The shell's search over every interview of the user; Enter opens the results at `/search`. */
export function ShellSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      field.current?.focus();
      field.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/search?${new URLSearchParams({ q })}`);
    setText('');
    field.current?.blur();
  };

  return (
    <search aria-label="Interviews" className="border-b px-3 py-3">
      <form onSubmit={submit}>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={field}
            type="search"
            aria-label="Search interviews"
            aria-keyshortcuts="Control+K Meta+K /"
            placeholder="Search interviews"
            maxLength={SEARCH_QUERY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-8 pr-14 pl-8 text-sm"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border bg-muted px-1.5 font-mono text-[0.65rem] text-muted-foreground"
          >
            Ctrl K
          </span>
        </div>
      </form>
    </search>
  );
}
