import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { InterviewTemplateDetail } from '#contracts/interview-templates.ts';
import { AgendaItemList } from '#web/components/agenda-item-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { TimeRangeText } from '#web/components/time-range-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { templateTimeRange } from '../utils/template-time-range.ts';

type Props = Pick<InterviewTemplateDetail, 'scorecard' | 'agenda'>;

const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

/** The template's scorecard and agenda, each with a link to its own page. */
export function TemplateSetupSections({ scorecard, agenda }: Props) {
  const range = templateTimeRange(agenda);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SectionCard
        title="Scorecard"
        action={
          <Link href={`/scorecards/${scorecard.id}`} className={linkClass}>
            View Scorecard
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      >
        <div className="grid gap-3">
          <h3 className="font-medium break-words">{scorecard.title}</h3>
          <p className="line-clamp-[12] text-sm break-words whitespace-pre-wrap text-muted-foreground">
            {scorecard.content}
          </p>
        </div>
      </SectionCard>
      <SectionCard
        title="Agenda"
        action={
          <Link href={`/agendas/${agenda.id}`} className={linkClass}>
            View Agenda
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      >
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium break-words">{agenda.title}</h3>
            <Badge variant="outline">
              <Clock aria-hidden="true" />
              <TimeRangeText min={range.min} max={range.max} />
            </Badge>
          </div>
          <AgendaItemList content={agenda.content} />
        </div>
      </SectionCard>
    </div>
  );
}
