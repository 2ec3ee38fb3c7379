import { useMutation } from '@tanstack/react-query';
import { RecordingCutResult } from '#contracts/privacy.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

const minutesSaid = (minutes: number) => (minutes === 1 ? 'minute' : `${minutes} minutes`);

/**
 * POST /api/sessions/{id}/recording/erase-last: the last `minutes` of audio and transcript go
 * while capture goes on (decision 046). The screens drop what was erased when `recording_erased`
 * reaches them over the live channel; this one says it is done.
 */
export function useEraseLastMinutes(sessionId: string) {
  return useMutation({
    mutationFn: (minutes: number) =>
      apiRequest(sessionPath(sessionId, '/recording/erase-last'), {
        method: 'POST',
        body: { minutes },
        schema: RecordingCutResult,
      }),
    meta: { errorToast: { title: 'Erasure Failed', fallback: 'Failed to erase the last minutes' } },
    onSuccess: (result, minutes) =>
      notifySuccess(
        'Last Minutes Erased',
        `The last ${minutesSaid(minutes)} of audio and transcript were erased (${result.lines} line(s)).`,
      ),
  });
}
