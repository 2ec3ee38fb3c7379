import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpeechStatusDto } from '#contracts/speech.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const SPEECH_STATUS_PATH = '/api/speech';

/** What the server hears with (GET /api/speech); it changes only with the server's settings. */
export function speechStatusQueryOptions() {
  return queryOptions({
    queryKey: [SPEECH_STATUS_PATH] as const,
    queryFn: ({ signal }) => apiRequest(SPEECH_STATUS_PATH, { schema: SpeechStatusDto, signal }),
  });
}

export function useSpeechStatus() {
  return useQuery(speechStatusQueryOptions());
}
