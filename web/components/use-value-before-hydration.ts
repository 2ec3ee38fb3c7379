import { type RefObject, useEffect, useRef } from 'react';

/**
 * A field of a screen the server rendered can be typed in (or a choice made) before the app's
 * script has run. The field then shows what was typed, but the app's state does not know it, and
 * the list would not match its filters. As the app takes the field over, this hands `take` the
 * field's value when it differs from `value` (docs/decisions/024-first-screen-on-the-server.md).
 */
export function useValueBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  take: (value: string) => void,
): void {
  const first = useRef({ value, take });
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== first.current.value) first.current.take(shown);
  }, [field]);
}
