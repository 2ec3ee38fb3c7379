import { ArrowRight, Calendar, CircleCheck, CircleDot, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionListItem } from '#contracts/sessions.ts';
import { IconLine } from '#web/components/icon-line.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { formatSessionTime, progressPercent, sessionStatusText } from '../utils/session-format.ts';
import { CloseSessionButton, DeleteSessionButton } from './session-actions.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';

/** One session of the list (spec 000 §2): who, for what, when, how far, and what can be done. */
export function SessionCard({ session }: { session: SessionListItem }) {
  const active = session.status === 'active';
  const percent = progressPercent(session.progressPercentage);
  const progressId = `session-progress-${session.id}`;
  const open = active ? 'Continue' : 'Review';

  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate font-semibold">{session.candidateName}</h2>
          <p className="truncate text-sm text-muted-foreground">{session.position}</p>
        </div>
        <SessionStatusBadge status={session.status} />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        <IconLine icon={Calendar}>
          Started <time dateTime={session.startTime}>{formatSessionTime(session.startTime)}</time>
        </IconLine>
        {session.endTime && (
          <IconLine icon={Clock}>
            Ended <time dateTime={session.endTime}>{formatSessionTime(session.endTime)}</time>
          </IconLine>
        )}
        <IconLine icon={active ? CircleDot : CircleCheck}>{sessionStatusText(session.status)}</IconLine>
        <div className="grid gap-1.5 pt-2">
          <div className="flex justify-between text-sm">
            <span id={progressId} className="text-muted-foreground">
              Progress
            </span>
            <span className="font-medium">{percent}%</span>
          </div>
          <Progress value={percent} aria-labelledby={progressId} />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4">
        <Link
          href={`/sessions/${session.id}`}
          aria-label={`${open} interview with ${session.candidateName}`}
          className={buttonVariants({ variant: active ? 'default' : 'outline', size: 'sm' })}
        >
          {open}
          <ArrowRight aria-hidden="true" />
        </Link>
        <div className="flex items-center gap-1">
          {active && <CloseSessionButton session={session} />}
          <DeleteSessionButton session={session} />
        </div>
      </CardFooter>
    </Card>
  );
}
