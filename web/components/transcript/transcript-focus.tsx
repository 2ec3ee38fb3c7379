import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * The transcript line asked for; `request` grows with every ask, so the same line can be asked
 * for again. A `held` line (opened from a link) stays highlighted until another is asked for.
 */
export type TranscriptFocus = { chunkId: string; request: number; held?: boolean };

type Value = { focused: TranscriptFocus | null; focus: (chunkId: string) => void };

const FocusContext = createContext<Value>({ focused: null, focus: () => {} });

/**
 * Lets a quote anywhere on the screen bring its transcript line into view: evidence under a
 * scorecard section asks for a chunk, the transcript scrolls to it and highlights it.
 */
export function TranscriptFocusProvider({
  children,
  openAt,
}: {
  children: ReactNode;
  /** The line the screen was opened at (a search result's link), if any. */
  openAt?: string | null;
}) {
  const [focused, setFocused] = useState<TranscriptFocus | null>(
    openAt ? { chunkId: openAt, request: 1, held: true } : null,
  );
  const focus = useCallback(
    (chunkId: string) => setFocused((current) => ({ chunkId, request: (current?.request ?? 0) + 1 })),
    [],
  );
  const value = useMemo(() => ({ focused, focus }), [focused, focus]);
  return <FocusContext.Provider value={value}>{children}</FocusContext.Provider>;
}

export const useTranscriptFocus = () => useContext(FocusContext);
