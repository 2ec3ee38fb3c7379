import type { SessionDetail } from '#contracts/sessions.ts';
import { CoverageClock } from '#web/components/coverage/coverage-clock.tsx';
import { TalkBalance } from '#web/components/coverage/talk-balance.tsx';
import { useSessionCoverage } from '#web/components/coverage/use-session-coverage.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import { CandidateQuestions } from './candidate-questions.tsx';

const heading = 'mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground';

/**
 * The dashboard's quiet overview, for the interviewer only: the coverage clock, the talk balance
 * and the candidate's questions, side by side above the columns.
 */
export function CoverageStrip({ session }: { session: SessionDetail }) {
  const { clock, balance, questions } = useSessionCoverage(session);
  return (
    <SectionCard title="Time and coverage">
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <h3 className={heading}>Clock</h3>
          <CoverageClock clock={clock} />
        </div>
        <div>
          <h3 className={heading}>Talk balance</h3>
          <TalkBalance balance={balance} hint={session.status === 'active'} />
        </div>
        <div>
          <h3 className={heading}>Candidate’s questions</h3>
          <CandidateQuestions questions={questions} />
        </div>
      </div>
    </SectionCard>
  );
}
