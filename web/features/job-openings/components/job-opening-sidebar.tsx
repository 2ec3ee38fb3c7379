import { useQuery } from '@tanstack/react-query';
import { Building2, Pencil, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { JobOpeningDto } from '#contracts/job-openings.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import { StatList } from '#web/components/stat-list.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { jobOpeningDetailStatsQueryOptions } from '../api/job-opening-detail-stats.ts';

type JobOpeningSidebarProps = { job: JobOpeningDto; editing: boolean; onEdit: () => void };

const ACTION = buttonVariants({ variant: 'outline', className: 'w-full justify-start' });

/** Quick actions and the job opening's application counts. */
export function JobOpeningSidebar({ job, editing, onEdit }: JobOpeningSidebarProps) {
  const stats = useQuery(jobOpeningDetailStatsQueryOptions(job.id));
  return (
    <div className="grid gap-6">
      <SectionCard title="Quick Actions">
        <div className="grid gap-2">
          <Button variant="outline" className="w-full justify-start" disabled={editing} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Job Opening
          </Button>
          <Link href={`/applications/new?jobId=${job.id}`} className={ACTION}>
            <Plus aria-hidden="true" />
            Add Application
          </Link>
          <Link href={`/companies/${job.companyId}`} className={ACTION}>
            <Building2 aria-hidden="true" />
            View Company
          </Link>
        </div>
      </SectionCard>
      <SectionCard title="Statistics">
        <StatList
          items={[
            { label: 'Total Applications', value: stats.data?.total },
            { label: 'In Review', value: stats.data?.inReview },
            { label: 'Offers Extended', value: stats.data?.offers },
            { label: 'Hired', value: stats.data?.hired },
          ]}
        />
      </SectionCard>
    </div>
  );
}
