import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { scorecardOptionsQueryOptions } from '../api/scorecard-options.ts';

/** A link to the scorecard an agenda was generated against, named once the titles have loaded. */
export function BasedOnScorecard({ scorecardId }: { scorecardId: string }) {
  const scorecards = useQuery(scorecardOptionsQueryOptions());
  const title = scorecards.data?.find((s) => s.id === scorecardId)?.title;
  return (
    <Link href={`/scorecards/${scorecardId}`} className="text-primary underline-offset-4 hover:underline">
      {title ?? 'View scorecard'}
    </Link>
  );
}
