import { Calendar, Clock } from 'lucide-react';
import type { ScorecardSessionSummary } from '#contracts/candidate-scorecards.ts';
import { durationText, formatInterviewTime } from '../utils/scorecard-format.ts';
import { ScorecardStatusBadge } from './scorecard-status-badge.tsx';

/** A session's status badge, start date/time and duration on one wrapping line. */
export function InterviewFacts({ session }: { session: ScorecardSessionSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <ScorecardStatusBadge status={session.status} />
      <span className="inline-flex items-center gap-1">
        <Calendar aria-hidden="true" className="size-3.5" />
        <time dateTime={session.startTime}>{formatInterviewTime(session.startTime)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        <span>
          <span className="sr-only">Duration: </span>
          {durationText(session.durationMinutes)}
        </span>
      </span>
    </div>
  );
}
