import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from './ui/input.tsx';
import { useValueBeforeHydration } from './use-value-before-hydration.ts';

/** Typing must pause this long before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchInputProps = {
  /** The accessible name, e.g. "Search companies". */
  label: string;
  placeholder?: string;
  /** Called with the trimmed text once typing pauses; not called for unchanged text. */
  onSearch: (search: string) => void;
};

/** A search box that reports its text after {@link SEARCH_DEBOUNCE_MS} without typing. */
export function SearchInput({ label, placeholder, onSearch }: SearchInputProps) {
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useValueBeforeHydration(field, value, setValue);
  const reported = useRef('');
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    const search = value.trim();
    if (search === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = search;
      onSearchRef.current(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={field}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
