import { HardDrive } from 'lucide-react';
import {
  RECORDING_STORAGE_FULL_MESSAGE,
  RECORDING_STORAGE_WARN_SHARE,
  type RecordingStorageDto,
} from '#contracts/speech.ts';
import { useRecordingStorage } from '#web/features/live-session/api/recording-storage.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const size = (bytes: number) =>
  bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / MB)} MB`;

/** What the note says, or null while there is room enough. */
export function recordingStorageText({ usedBytes, quotaBytes }: RecordingStorageDto): string | null {
  if (usedBytes >= quotaBytes) return RECORDING_STORAGE_FULL_MESSAGE;
  if (usedBytes < quotaBytes * RECORDING_STORAGE_WARN_SHARE) return null;
  return `Recording storage is nearly full: ${size(usedBytes)} of ${size(quotaBytes)} used. Recording stops once it is full; erase interviews you no longer need to make room.`;
}

/** A calm line under the header when the user's recording storage is nearly or wholly full. */
export function RecordingStorageNote() {
  const storage = useRecordingStorage();
  const text = storage.data ? recordingStorageText(storage.data) : null;
  if (!text) return null;
  return (
    <p role="status" className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <HardDrive aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{text}</span>
    </p>
  );
}
