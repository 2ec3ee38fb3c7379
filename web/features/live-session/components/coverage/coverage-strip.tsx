import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { CoverageClock } from '#web/components/coverage/coverage-clock.tsx';
import { CoverageSummary } from '#web/components/coverage/coverage-summary.tsx';
import { TalkBalance } from '#web/components/coverage/talk-balance.tsx';
import { useSessionCoverage } from '#web/components/coverage/use-session-coverage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { CandidateQuestions } from './candidate-questions.tsx';
import { readCoverageStripOpen, storeCoverageStripOpen } from './coverage-strip-open.ts';

const heading = 'mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground';

/**
 * The dashboard's quiet overview, for the interviewer only. One line by default (the clock,
 * criteria covered, the candidate's share of talk, the talk hint when it applies); the details
 * (minutes per agenda item, each criterion, talk balance, the candidate's questions) open below
 * it, and the choice is remembered on this browser.
 */
export function CoverageStrip({ session }: { session: SessionDetail }) {
  const { clock, balance, questions } = useSessionCoverage(session);
  const [open, setOpen] = useState(readCoverageStripOpen);
  const headingId = useId();
  const detailsId = useId();
  const toggle = () => {
    setOpen(!open);
    storeCoverageStripOpen(!open);
  };
  const unanswered = questions.filter((q) => !q.answered).length;
  const hint = session.status === 'active' && balance.hint;
  return (
    <section aria-labelledby={headingId}>
      <Card className="gap-0 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4">
          <h2 id={headingId} className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Time and coverage
          </h2>
          <div className="min-w-0 flex-1">
            <CoverageSummary clock={clock} balance={balance} />
          </div>
          {unanswered > 0 && (
            <span className="text-sm text-muted-foreground">
              {unanswered === 1 ? '1 question not answered' : `${unanswered} questions not answered`}
            </span>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={toggle}
          >
            {open ? 'Hide details' : 'Details'}
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        </div>
        {hint && (
          <p className="px-4 pt-1 text-xs" role="status">
            You have spoken more than half of the last ten minutes; leave the candidate room to answer.
          </p>
        )}
        <div id={detailsId} hidden={!open} className="mt-2 border-t px-4 pt-3 pb-1">
          {open && (
            <div className="grid gap-6 md:grid-cols-3">
              <div>
                <h3 className={heading}>Clock</h3>
                <CoverageClock clock={clock} />
              </div>
              <div>
                <h3 className={heading}>Talk balance</h3>
                <TalkBalance balance={balance} />
              </div>
              <div>
                <h3 className={heading}>Candidate’s questions</h3>
                <CandidateQuestions questions={questions} />
              </div>
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}
