import type { CoverageClock } from '#contracts/coverage.ts';
import type { TalkBalance } from '#contracts/talk-balance.ts';
import { minutes, percent } from './coverage-format.ts';

const dot = (
  <span aria-hidden="true" className="text-muted-foreground/60">
    ·
  </span>
);

/** Time elapsed and left, said in one phrase ("12 min elapsed, 33 min left"). */
function ClockPhrase({ clock }: { clock: CoverageClock }) {
  if (clock.startedAt === null)
    return <span className="text-muted-foreground">Starts with the first line</span>;
  return (
    <span className="tabular-nums">
      <span className="font-medium">{minutes(clock.elapsedMs)}</span>
      <span className="text-muted-foreground"> elapsed, </span>
      {clock.leftMs >= 0 ? (
        <>
          <span className="font-medium">{minutes(clock.leftMs)}</span>
          <span className="text-muted-foreground"> left</span>
        </>
      ) : (
        <span className="text-muted-foreground">{minutes(clock.leftMs)} past the plan</span>
      )}
    </span>
  );
}

/**
 * Coverage in one calm line: the clock, the criteria with evidence (n of m) and the candidate's
 * share of speaking time. Props only, so any screen can place it (the dashboard's strip, the
 * Meet side panel).
 */
export function CoverageSummary({ clock, balance }: { clock: CoverageClock; balance: TalkBalance }) {
  const evidenced = clock.criteria.filter((c) => c.evidenced).length;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm" data-coverage-summary="">
      <ClockPhrase clock={clock} />
      {clock.criteria.length > 0 && (
        <>
          {dot}
          <span>
            <span className="font-medium tabular-nums">
              {evidenced}/{clock.criteria.length}
            </span>
            <span className="text-muted-foreground"> criteria covered</span>
          </span>
        </>
      )}
      {dot}
      <span>
        <span className="text-muted-foreground">Candidate talk </span>
        <span className="font-medium tabular-nums">{percent(balance.candidateShare)}</span>
      </span>
    </p>
  );
}
