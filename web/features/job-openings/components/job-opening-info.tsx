import { Link } from 'wouter';
import type { JobOpeningDto } from '#contracts/job-openings.ts';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { JobBadges } from '#web/components/job-badges.tsx';
import { SectionCard } from '#web/components/section-card.tsx';

export function JobOpeningInfo({ job }: { job: JobOpeningDto }) {
  return (
    <SectionCard title="Job Details">
      <div className="grid gap-5">
        <JobBadges status={job.status} employmentType={job.employmentType} overdue={job.overdue} />
        <DetailList
          items={[
            {
              label: 'Company',
              value: (
                <Link href={`/companies/${job.companyId}`} className="text-primary hover:underline">
                  {job.companyName}
                </Link>
              ),
            },
            { label: 'Location', value: job.location },
            { label: 'Salary Range', value: job.salaryRange },
            {
              label: 'Application Deadline',
              value: job.dueDate ? <DateText value={job.dueDate} calendar /> : 'No deadline',
            },
            { label: 'Posted', value: <DateText value={job.createdAt} /> },
            { label: 'Last Updated', value: <DateText value={job.updatedAt} /> },
            { label: 'Description', value: job.description, wide: true },
            { label: 'Requirements', value: job.requirements, wide: true },
          ]}
        />
      </div>
    </SectionCard>
  );
}
