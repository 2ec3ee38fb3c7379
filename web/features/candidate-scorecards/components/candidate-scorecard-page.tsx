import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { CandidateScorecardDetail } from '#contracts/candidate-scorecards.ts';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { TranscriptionBacklog } from '#web/components/transcript/transcription-backlog.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { scorecardDetailQueryOptions } from '../api/scorecard-queries.ts';
import { scorecardSubtitle } from '../utils/scorecard-format.ts';
import { AudioPlaybackProvider } from './audio-playback-provider.tsx';
import { InterviewBlock } from './interview-block.tsx';
import { InterviewNav } from './interview-nav.tsx';
import { RoundsCoverage } from './rounds-coverage.tsx';

const TITLE = 'Candidate Scorecard';
const BACK = { backHref: '/candidate-scorecards', backLabel: 'Back to Candidate Scorecards' } as const;

/** /candidate-scorecards/:id (an application id, or a candidate id for independent interviews). */
export function CandidateScorecardPage() {
  const { id = '' } = useParams();
  const detail = useQuery(scorecardDetailQueryOptions(id));

  if (detail.isPending) {
    return (
      <>
        <PageHeader title={TITLE} />
        <CardGridSkeleton count={3} layout="stack" label="Loading scorecard..." />
      </>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && isMissing(detail.error);
    return (
      <>
        <PageHeader title={TITLE} />
        {missing ? (
          <NoInterviewData />
        ) : (
          <LoadError
            message="Failed to load the candidate scorecard. Please try again."
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        )}
      </>
    );
  }
  return <Scorecard scorecard={detail.data} />;
}

/** An unknown, foreign or malformed id reads the same as a scorecard without interviews. */
function isMissing(error: ApiError): boolean {
  return error.code === 'not_found' || error.code === 'validation_failed';
}

function Scorecard({ scorecard }: { scorecard: CandidateScorecardDetail }) {
  const { sessions } = scorecard;
  const withNav = sessions.length > 1;
  return (
    <>
      <PageHeader
        title={scorecard.candidateName}
        description={scorecardSubtitle(scorecard)}
        actions={
          <Link href="/candidate-scorecards" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            All Scorecards
          </Link>
        }
      />
      {sessions.length === 0 ? (
        <NoInterviewData />
      ) : (
        <AudioPlaybackProvider>
          <div className={withNav ? 'grid gap-6 lg:grid-cols-[12rem_1fr]' : 'grid gap-6'}>
            {withNav && <InterviewNav sessions={sessions} />}
            <div className="grid min-w-0 gap-6">
              <RoundsCoverage sessions={sessions} />
              {sessions.map((session, index) => (
                <div key={session.id} className="grid min-w-0 gap-2">
                  <TranscriptionBacklog sessionId={session.id} />
                  <InterviewBlock scorecardId={scorecard.id} session={session} number={index + 1} />
                </div>
              ))}
            </div>
          </div>
        </AudioPlaybackProvider>
      )}
    </>
  );
}

function NoInterviewData() {
  return (
    <MissingRecordState
      title="No Interview Data Found"
      description="There are no interview sessions for this scorecard, or it is not available to you."
      {...BACK}
    />
  );
}
