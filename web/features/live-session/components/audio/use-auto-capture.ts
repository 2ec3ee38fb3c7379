import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** Spec 000 §9: `autoCapture=true` starts the capture this long after the dashboard opens. */
export const AUTO_CAPTURE_DELAY_MS = 2000;
const PARAM = 'autoCapture';

/**
 * `?autoCapture=true` (the Meet add-on's Share opens the dashboard so): `start` runs 2 s after
 * the dashboard opens, then the parameter leaves the address (replacing the history entry), so a
 * reload or a shared link does not start it again. Read once, when the dashboard opens.
 */
export function useAutoCapture(start: () => void, enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get(PARAM) === 'true');
  const latest = useRef({ start, enabled, setParams });
  latest.current = { start, enabled, setParams };

  useEffect(() => {
    if (!requested) return;
    const timer = setTimeout(() => {
      const current = latest.current;
      if (current.enabled) current.start();
      current.setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      );
    }, AUTO_CAPTURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested]);
}
