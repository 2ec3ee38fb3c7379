import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import type { ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { TranscriptFocusProvider } from '#web/components/transcript/transcript-focus.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Separator } from '#web/components/ui/separator.tsx';
import { AudioExportsPanel } from './audio-exports-panel.tsx';
import { DebriefPanel } from './debrief-panel.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { EvaluationEditor } from './evaluation-editor.tsx';
import { InterviewFacts } from './interview-facts.tsx';
import { InterviewTranscript } from './interview-transcript.tsx';

type InterviewBlockProps = { scorecardId: string; session: ScorecardSessionDetail; number: number };

/** The anchor the side navigation links to. */
export function interviewAnchor(sessionId: string): string {
  return `interview-${sessionId}`;
}

/** "Interview N": when and how it went, its evaluation and decision beside its transcript, and the recordings. */
export function InterviewBlock({ scorecardId, session, number }: InterviewBlockProps) {
  const anchor = interviewAnchor(session.id);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-6">
      <Card className="gap-5">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-2">
            <h2 id={`${anchor}-title`} className="text-lg font-semibold">
              Interview {number}
            </h2>
            <InterviewFacts session={session} />
          </div>
          <Link
            href={`/sessions/${session.id}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            Open session
          </Link>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TranscriptFocusProvider>
            {/* The debrief across the block's width: read in a minute, beside nothing that squeezes it. */}
            <DebriefPanel session={session} />
            <Separator />
            <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
              <div className="grid min-w-0 content-start gap-6">
                <EvaluationEditor scorecardId={scorecardId} session={session} />
                <Separator />
                <DecisionPanel scorecardId={scorecardId} session={session} />
              </div>
              <div className="xl:sticky xl:top-4 xl:self-start">
                <InterviewTranscript sessionId={session.id} />
              </div>
            </div>
          </TranscriptFocusProvider>
          <Separator />
          <AudioExportsPanel sessionId={session.id} />
        </CardContent>
      </Card>
    </section>
  );
}
