import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { TranscriptionBacklogDto } from '#contracts/speech.ts';
import { Button } from '#web/components/ui/button.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { transcriptionBacklogKey } from '#web/lib/sessions/transcription-backlog-key.ts';

const path = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/transcription`;

/**
 * "N minutes not yet transcribed" with "Retry now" (docs/decisions/036-every-utterance-once.md):
 * speech the provider missed, which the server fills by itself once it answers again. Nothing
 * is shown while everything is transcribed. `retry={false}`: the line alone (the Meet side panel,
 * whose grant reads the session and does not act on it).
 */
export function TranscriptionBacklog({
  sessionId,
  retry: canRetry = true,
}: {
  sessionId: string;
  retry?: boolean;
}) {
  const queryClient = useQueryClient();
  const backlog = useQuery({
    queryKey: transcriptionBacklogKey(sessionId),
    queryFn: () => apiRequest(path(sessionId), { schema: TranscriptionBacklogDto }),
  });
  const retry = useMutation({
    mutationFn: () =>
      apiRequest(`${path(sessionId)}/retry`, { method: 'POST', schema: TranscriptionBacklogDto }),
    onSuccess: (data) => queryClient.setQueryData(transcriptionBacklogKey(sessionId), data),
  });
  const seconds = backlog.data?.behindSeconds ?? 0;
  if (seconds <= 0) return null;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span role="status">
        {minutes} {minutes === 1 ? 'minute' : 'minutes'} not yet transcribed
      </span>
      {canRetry && (
        <Button size="sm" variant="outline" onClick={() => retry.mutate()} disabled={retry.isPending}>
          <RotateCw aria-hidden="true" className={retry.isPending ? 'animate-spin' : undefined} />
          Retry now
        </Button>
      )}
    </div>
  );
}
