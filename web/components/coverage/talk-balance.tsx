import { type TalkBalance as Balance, talkSource } from '#contracts/talk-balance.ts';
import { percent } from './coverage-format.ts';

/** The candidate's and the interviewer's share of speaking time, and how it was counted. */
export function TalkBalance({ balance, hint = false }: { balance: Balance; hint?: boolean }) {
  const candidate = balance.candidateShare === null ? 50 : Math.round(balance.candidateShare * 100);
  return (
    <div className="grid gap-1.5 text-sm" data-talk-balance="">
      <p className="flex justify-between gap-2">
        <span>
          Candidate <span className="font-medium tabular-nums">{percent(balance.candidateShare)}</span>
        </span>
        <span>
          Interviewer <span className="font-medium tabular-nums">{percent(balance.interviewerShare)}</span>
        </span>
      </p>
      <div
        role="img"
        aria-label={`Candidate ${percent(balance.candidateShare)}, interviewer ${percent(balance.interviewerShare)} of speaking time`}
        className="flex h-2 overflow-hidden rounded-full bg-muted"
      >
        {balance.candidateShare !== null && (
          <>
            <span className="bg-primary" style={{ width: `${candidate}%` }} />
            <span className="bg-muted-foreground/40" style={{ width: `${100 - candidate}%` }} />
          </>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{talkSource(balance)}</p>
      {hint && balance.hint && (
        <p className="text-xs" role="status">
          You have spoken more than half of the last ten minutes; leave the candidate room to answer.
        </p>
      )}
    </div>
  );
}
