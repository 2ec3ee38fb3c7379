import { Link } from 'wouter';
import type { ApplicationDto } from '#contracts/applications.ts';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { candidateName } from '../utils/application-label.ts';

const LINK = 'text-primary hover:underline';

/** The read-only view of one application. */
export function ApplicationView({ application }: { application: ApplicationDto }) {
  return (
    <SectionCard title="Application Details">
      <DetailList
        items={[
          {
            label: 'Candidate',
            value: (
              <Link href={`/candidates/${application.candidateId}`} className={LINK}>
                {candidateName(application)}
              </Link>
            ),
          },
          {
            label: 'Email',
            value: application.candidateEmail && (
              <a href={`mailto:${application.candidateEmail}`} className={LINK}>
                {application.candidateEmail}
              </a>
            ),
          },
          {
            label: 'Job Opening',
            value: (
              <Link href={`/jobs/${application.jobOpeningId}`} className={LINK}>
                {application.jobTitle}
              </Link>
            ),
          },
          {
            label: 'Company',
            value: (
              <Link href={`/companies/${application.companyId}`} className={LINK}>
                {application.companyName}
              </Link>
            ),
          },
          { label: 'Location', value: application.jobLocation },
          { label: 'Status', value: <ApplicationStatusBadge status={application.status} /> },
          { label: 'Applied Date', value: <DateText value={application.applicationDate} calendar /> },
          { label: 'Source', value: application.source },
          { label: 'Notes', value: application.notes, wide: true },
          { label: 'Created', value: <DateText value={application.createdAt} /> },
          { label: 'Last Updated', value: <DateText value={application.updatedAt} /> },
        ]}
      />
    </SectionCard>
  );
}
