import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (a clock counting minutes needs no faster tick). */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
