import type { SessionDetail } from '#contracts/sessions.ts';
import { CoverageSummary } from './coverage-summary.tsx';
import { useSessionCoverage } from './use-session-coverage.ts';

/**
 * A session's coverage in one line, kept live from the session's reads: for a narrow screen
 * beside the call (the Meet side panel). The talk hint shows while the session is active.
 */
export function SessionCoverageLine({ session }: { session: SessionDetail }) {
  const { clock, balance } = useSessionCoverage(session);
  return (
    <section aria-label="Time and coverage" className="grid gap-1 rounded-lg border bg-card px-3 py-2">
      <CoverageSummary clock={clock} balance={balance} />
      {session.status === 'active' && balance.hint && (
        <p className="text-xs" role="status">
          You have spoken more than half of the last ten minutes; leave the candidate room to answer.
        </p>
      )}
    </section>
  );
}
