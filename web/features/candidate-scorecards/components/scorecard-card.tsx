import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { CandidateScorecardListItem } from '#contracts/candidate-scorecards.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { scorecardSubtitle } from '../utils/scorecard-format.ts';
import { InterviewFacts } from './interview-facts.tsx';

/** One card of the list: who, for which job (or independent), and each of their interviews. */
export function ScorecardCard({ card }: { card: CandidateScorecardListItem }) {
  const headingId = useId();
  return (
    <Card className="h-full gap-4" aria-labelledby={headingId} role="article">
      <CardHeader>
        <h2 id={headingId} className="truncate font-semibold">
          {card.candidateName}
        </h2>
        <p className="text-sm text-muted-foreground">{scorecardSubtitle(card)}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ol className="grid gap-3" aria-label={`Interviews with ${card.candidateName}`}>
          {card.sessions.map((session, index) => (
            <li key={session.id} className="grid gap-1">
              <span className="text-sm font-medium">Interview {index + 1}</span>
              <InterviewFacts session={session} />
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter className="border-t pt-4">
        <Link
          href={`/candidate-scorecards/${card.id}`}
          aria-label={`View Scorecard: ${card.candidateName}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View Scorecard
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
