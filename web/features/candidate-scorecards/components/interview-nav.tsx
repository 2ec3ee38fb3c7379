import type { ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { formatInterviewTime } from '../utils/scorecard-format.ts';
import { interviewAnchor } from './interview-block.tsx';

/** Jump links to each "Interview N" block; the page shows it only for more than one interview. */
export function InterviewNav({ sessions }: { sessions: ScorecardSessionDetail[] }) {
  return (
    <nav aria-label="Interviews" className="lg:sticky lg:top-6 lg:self-start">
      <ol className="grid gap-1 rounded-lg border bg-card p-2 text-sm">
        {sessions.map((session, index) => (
          <li key={session.id}>
            <a
              href={`#${interviewAnchor(session.id)}`}
              className="grid rounded-md px-3 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium">Interview {index + 1}</span>
              <span className="text-xs text-muted-foreground">{formatInterviewTime(session.startTime)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
