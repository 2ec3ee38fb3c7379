import { ZOOM_MEETING_TAKEN_MESSAGE } from '#contracts/rtms.ts';
import { AppError } from '#server/lib/errors.ts';
import type { createSessionsRepository } from './sessions.repository.ts';

/**
 * A Zoom meeting is linked to one interviewer's sessions at a time: its stream goes to the owner
 * of the session linked to it (decision 033), so a second user linking it gets a conflict rather
 * than a silent hand-over.
 */
export async function assertZoomMeetingFree(
  repo: Pick<ReturnType<typeof createSessionsRepository>, 'findActiveByZoomMeeting'>,
  userId: string,
  zoomMeetingId: string | null | undefined,
): Promise<void> {
  if (!zoomMeetingId) return;
  const linked = await repo.findActiveByZoomMeeting([zoomMeetingId]);
  if (linked.some((session) => session.userId !== userId)) {
    throw AppError.conflict(ZOOM_MEETING_TAKEN_MESSAGE);
  }
}
