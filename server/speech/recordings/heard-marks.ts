import type { TrackKey } from './track-pieces.repository.ts';
import type { TracksRepository } from './tracks.repository.ts';

/** How often the instance writes how far its tracks' transcription is settled. */
export const HEARD_EVERY_MS = 1_000;

/**
 * How far each track's transcription is settled (`recording_tracks.heard_to`), written for every
 * track of the instance in one statement a second instead of one commit a line (docs/decisions/059).
 * It only tells a capture that resumes the track where to start hearing again; a mark not yet
 * written (the instance killed) makes it hear at most that second again, and what it hears twice
 * is recognised by its place in the recording.
 */
export function createHeardMarks(
  tracks: Pick<TracksRepository, 'heard'>,
  onError: (error: unknown) => void,
  everyMs = HEARD_EVERY_MS,
) {
  const marks = new Map<string, TrackKey & { end: number }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const due = [...marks.values()];
    marks.clear();
    writing = writing.then(() => tracks.heard(due)).catch(onError);
    return writing;
  };

  return {
    /** Transcription of `at` is settled up to `end` (a line or a gap). */
    heard(at: TrackKey, end: number): void {
      const key = `${at.sessionId}:${at.speaker}`;
      marks.set(key, { ...at, end: Math.max(end, marks.get(key)?.end ?? 0) });
      timer ??= setTimeout(flush, everyMs).unref();
    },
    /** Writes what is waiting now (shutdown). */
    flush,
  };
}
