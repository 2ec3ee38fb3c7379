import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  DECISION_AUTHOR_LABELS,
  DecisionAuthor,
} from '#contracts/privacy.ts';
import { formatDate } from '#web/components/date-text.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { type AuditSubject, auditQueryOptions } from '#web/lib/privacy/privacy-queries.ts';

/** The counts an entry may hold, and their words. */
const COUNTS = [
  ['sessions', 'interview', 'interviews'],
  ['recordings', 'recording', 'recordings'],
  ['files', 'file', 'files'],
  ['chunks', 'transcript line', 'transcript lines'],
  ['notes', 'note', 'notes'],
  ['suggestions', 'suggestion', 'suggestions'],
  ['entries', 'entry', 'entries'],
  ['minutes', 'minute', 'minutes'],
] as const;

/** "Nov 28, 2026, 09:14" in the browser's time zone. */
function formatDateTime(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)}, ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** "2 recordings · model offline": an entry's counts and ids in words (no personal data is stored). */
function detailText(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.model === 'string') parts.push(`model ${d.model}`);
  const author = DecisionAuthor.safeParse(d.author);
  if (author.success) parts.push(DECISION_AUTHOR_LABELS[author.data]);
  if (typeof d.speaker === 'string') parts.push(`${d.speaker} audio`);
  for (const [key, one, many] of COUNTS) {
    const n = d[key];
    if (typeof n === 'number') parts.push(`${n} ${n === 1 ? one : many}`);
  }
  return parts.join(' · ');
}

/** Who did what with a candidate's or a session's data, and when: plays, exports, decisions, erasures. */
export function AuditTrailCard({ kind, id }: { kind: AuditSubject; id: string }) {
  const trail = useQuery(auditQueryOptions(kind, id));
  return (
    <SectionCard title="Audit Trail">
      {trail.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the audit trail...</p>
      ) : trail.isError ? (
        <LoadError
          message="Failed to load the audit trail. Please try again."
          onRetry={() => void trail.refetch()}
          retrying={trail.isFetching}
        />
      ) : trail.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {trail.data.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-b pb-2 last:border-b-0 last:pb-0">
              <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
              <span className="text-muted-foreground">
                {formatDateTime(entry.at)}
                {detailText(entry) ? ` · ${detailText(entry)}` : ''}
              </span>
              {typeof entry.details.notice === 'string' && (
                <span className="text-muted-foreground">Notice: “{entry.details.notice}”</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
