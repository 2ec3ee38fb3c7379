import type { AudioExportSpeaker, CandidateScorecardListItem } from '#contracts/candidate-scorecards.ts';
import { INDEPENDENT_INTERVIEWS_LABEL } from '#contracts/candidate-scorecards.ts';
import type { SessionStatus } from '#contracts/sessions.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "Mar 4, 2026, 2:30 PM" in the viewer's time zone. */
export function formatInterviewTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', DATE_TIME);
}

/** Whole minutes, or "In progress" while the session has not ended. */
export function durationText(minutes: number | null): string {
  return minutes === null ? 'In progress' : `${minutes} min`;
}

/** The sessions list's badge labels: 'Active', 'Completed', any other status as it is. */
export function sessionStatusLabel(status: SessionStatus): string {
  if (status === 'active') return 'Active';
  if (status === 'completed') return 'Completed';
  return status;
}

/** "Staff Engineer at Acme Corp", or the independent-interviews label. */
export function scorecardSubtitle(
  card: Pick<CandidateScorecardListItem, 'independent' | 'jobTitle' | 'companyName'>,
): string {
  if (card.independent || !card.jobTitle) return INDEPENDENT_INTERVIEWS_LABEL;
  return card.companyName ? `${card.jobTitle} at ${card.companyName}` : card.jobTitle;
}

const SPEAKER_LABELS: Record<AudioExportSpeaker, string> = {
  interviewer: 'Interviewer',
  candidate: 'Candidate',
  mixed: 'Both speakers',
};

export function speakerLabel(speaker: AudioExportSpeaker): string {
  return SPEAKER_LABELS[speaker];
}

/** "2:05" (minutes:seconds), or "Unknown length". */
export function clipLengthText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return 'Unknown length';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "512 B", "48 KB", "1.5 MB", or "Unknown size". */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null || bytes < 0) return 'Unknown size';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
