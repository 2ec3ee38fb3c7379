import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { type CreatedRecords, createSessionFlow, type SessionRequest } from './create-session-flow.ts';
import { PIPELINE_KEYS } from './keys.ts';

/**
 * Creates the session (and any new candidate, company, job opening and applications first), then
 * opens it at /sessions/{id}. A failure shows 'Creation Failed' with the server's message.
 */
export function useCreateSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const created = useRef<CreatedRecords>(new Map());
  return useMutation({
    mutationFn: (request: SessionRequest) => createSessionFlow(request, created.current),
    meta: { errorToast: { title: 'Creation Failed', fallback: 'Failed to create session' } },
    onSettled: () => {
      if (created.current.size === 0) return;
      for (const queryKey of PIPELINE_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (session) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list() });
      queryClient.setQueryData(sessionKeys.detail(session.id), session);
      navigate(`/sessions/${session.id}`);
    },
  });
}
