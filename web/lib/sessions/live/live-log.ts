import { useCallback, useRef, useState } from 'react';

/** How many raw live messages the debug panel keeps. */
export const LIVE_LOG_SIZE = 50;

export type LiveLogEntry = { id: number; receivedAt: string; message: unknown };

let nextId = 1;

/**
 * The latest raw live messages, for the debug panel; records nothing unless `keep` is set.
 * `record` never changes, so turning the log on or off does not reopen the channel.
 */
export function useLiveLog(keep: boolean) {
  const [entries, setEntries] = useState<LiveLogEntry[]>([]);
  const keeping = useRef(keep);
  keeping.current = keep;
  const record = useCallback((message: unknown) => {
    if (!keeping.current) return;
    const entry = { id: nextId++, receivedAt: new Date().toISOString(), message };
    setEntries((list) => [...list.slice(-(LIVE_LOG_SIZE - 1)), entry]);
  }, []);
  return { entries, record };
}
