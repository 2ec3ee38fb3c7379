import { useQuery } from '@tanstack/react-query';
import type { RecordingConsent } from '#contracts/privacy.ts';
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

/** One confirmation: who, when, and the notice's words as they were shown. */
function consentText({ confirmedBy, confirmedAt, notice }: RecordingConsent): string {
  const said = notice === null ? 'the notice of that time was not stored' : `“${notice}”`;
  return `Consent confirmed by ${confirmedBy} on ${formatDate(confirmedAt)}: ${said}`;
}

/**
 * Who confirmed that the candidate was told about the recording, when, and the notice's exact
 * words: every confirmation the recordings were made under, oldest first.
 */
export function RecordingConsentNote({ sessionId }: { sessionId: string }) {
  const retention = useQuery(sessionRetentionQueryOptions(sessionId));
  if (!retention.data) return null;
  const { consents } = retention.data;
  if (consents.length === 0)
    return <p className="text-sm text-muted-foreground">No recording consent was confirmed.</p>;
  return (
    <ul className="grid gap-1 text-sm text-muted-foreground">
      {consents.map((consent) => (
        <li key={consent.confirmedAt}>{consentText(consent)}</li>
      ))}
    </ul>
  );
}
