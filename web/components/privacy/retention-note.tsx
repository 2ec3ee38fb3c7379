import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#web/components/date-text.tsx';
import { sessionRetentionQueryOptions } from '#web/lib/privacy/privacy-queries.ts';

/**
 * When the interview's recordings are deleted by the account's retention ("Recordings will be
 * deleted on Dec 28, 2026"), or that they were, or that they are kept until someone deletes them.
 */
export function RecordingsRetentionNote({ sessionId }: { sessionId: string }) {
  const retention = useQuery(sessionRetentionQueryOptions(sessionId));
  if (!retention.data) return null;
  const { recordingsDeleteAt, recordingsDeletedAt } = retention.data;
  const text = recordingsDeletedAt
    ? `Recordings were deleted on ${formatDate(recordingsDeletedAt)} (retention).`
    : recordingsDeleteAt
      ? `Recordings will be deleted on ${formatDate(recordingsDeleteAt)} (retention).`
      : 'Recordings are kept until deleted.';
  return <p className="text-sm text-muted-foreground">{text}</p>;
}

/** Who confirmed that the candidate was told about the recording, when, and the notice they confirmed. */
export function RecordingConsentNote({ sessionId }: { sessionId: string }) {
  const retention = useQuery(sessionRetentionQueryOptions(sessionId));
  const consent = retention.data?.consent;
  if (!retention.data) return null;
  if (!consent) return <p className="text-sm text-muted-foreground">No recording consent was confirmed.</p>;
  return (
    <p className="text-sm text-muted-foreground">
      Consent confirmed by {consent.confirmedBy} on {formatDate(consent.confirmedAt)}: “{consent.notice}”
    </p>
  );
}
