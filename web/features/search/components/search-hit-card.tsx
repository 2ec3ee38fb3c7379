import { Link } from 'wouter';
import { SEARCH_SOURCE_LABEL, type SearchHit, searchHitHref } from '#contracts/search.ts';
import { DateText } from '#web/components/date-text.tsx';
import { SPEAKER_LABEL } from '#web/components/transcript/speaker-label.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatOffset } from '../utils/search-params.ts';

/** The quote, matched words marked; every run is text, so nothing said can become markup. */
function Quote({ hit }: { hit: SearchHit }) {
  return (
    <p className="text-sm leading-relaxed">
      {hit.quote.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one quote never reorder
          <mark key={index} className="rounded-sm bg-warning-soft px-0.5 font-medium text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one quote never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Who said it and when: the speaker and the moment in the interview, or the source of a written match. */
function Moment({ hit }: { hit: SearchHit }) {
  if (hit.source !== 'transcript')
    return <Badge variant="secondary">{SEARCH_SOURCE_LABEL[hit.source]}</Badge>;
  const who = hit.speaker ? SPEAKER_LABEL[hit.speaker] : 'Transcript';
  return (
    <span className="flex items-center gap-2">
      <Badge variant="outline">
        {who}
        {hit.speakerName ? ` · ${hit.speakerName}` : ''}
      </Badge>
      {hit.offsetMs !== null && (
        <span className="tabular-nums text-muted-foreground" title="Time into the interview">
          at {formatOffset(hit.offsetMs)}
        </span>
      )}
    </span>
  );
}

/** One match: the candidate and interview it is from, the quote, and a link to that moment. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const candidate = hit.candidateName ?? 'No candidate';
  return (
    <li>
      <Link
        href={searchHitHref(hit)}
        className="grid gap-2 rounded-lg border bg-card p-4 shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="text-sm font-semibold">{candidate}</span>
            {hit.jobTitle && <span className="text-muted-foreground">{hit.jobTitle}</span>}
            <span className="text-muted-foreground">
              · Interview of <DateText value={hit.sessionStartedAt} />
            </span>
          </span>
          <Moment hit={hit} />
        </span>
        <Quote hit={hit} />
      </Link>
    </li>
  );
}
