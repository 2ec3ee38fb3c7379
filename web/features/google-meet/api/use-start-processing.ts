import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ProcessingStatus, type SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/**
 * Tells the server, once per session, that the interview is being followed, so the assistant
 * works for it (spec 000 §7 `start-processing`, idempotent) even before the dashboard opens: the
 * panel's suggestions and scorecard are live from the first words. A failure is only logged.
 */
export function useStartProcessingOnce(session: SessionDetail) {
  const { mutate } = useMutation({
    mutationFn: (id: string) =>
      apiRequest(sessionPath(id, '/start-processing'), { method: 'POST', schema: ProcessingStatus }),
  });
  const started = useRef<string | null>(null);
  const active = session.status === 'active';
  useEffect(() => {
    if (!active || started.current === session.id) return;
    started.current = session.id;
    mutate(session.id);
  }, [active, session.id, mutate]);
}
