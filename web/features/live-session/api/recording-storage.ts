import { useQuery } from '@tanstack/react-query';
import { RecordingStorageDto } from '#contracts/speech.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const RECORDING_STORAGE_PATH = '/api/recordings/storage';

/** The user's recording storage (decision 043), read again every half minute while shown. */
export function useRecordingStorage() {
  return useQuery({
    queryKey: [RECORDING_STORAGE_PATH] as const,
    queryFn: ({ signal }) => apiRequest(RECORDING_STORAGE_PATH, { schema: RecordingStorageDto, signal }),
    refetchInterval: 30_000,
  });
}
