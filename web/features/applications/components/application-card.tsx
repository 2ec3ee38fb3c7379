import { Building2, Calendar, Mail, MapPin, Megaphone } from 'lucide-react';
import { Link } from 'wouter';
import type { ApplicationListItem } from '#contracts/applications.ts';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { IconLine } from '#web/components/icon-line.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { candidateName } from '../utils/application-label.ts';
import { ApplicationActionsMenu } from './application-actions-menu.tsx';

export function ApplicationCard({ application }: { application: ApplicationListItem }) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="truncate font-semibold">
            <Link href={`/applications/${application.id}`} className="hover:underline">
              {candidateName(application)}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{application.jobTitle}</p>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <ApplicationActionsMenu application={application} />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        <IconLine icon={Building2}>{application.companyName}</IconLine>
        {application.jobLocation && <IconLine icon={MapPin}>{application.jobLocation}</IconLine>}
        {application.candidateEmail && <IconLine icon={Mail}>{application.candidateEmail}</IconLine>}
        <IconLine icon={Calendar}>
          Applied <DateText value={application.applicationDate} calendar />
        </IconLine>
        {application.source && <IconLine icon={Megaphone}>{application.source}</IconLine>}
      </CardContent>
    </Card>
  );
}
