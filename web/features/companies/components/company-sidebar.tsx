import { useQuery } from '@tanstack/react-query';
import { Briefcase, List, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '#web/components/section-card.tsx';
import { StatList } from '#web/components/stat-list.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { companyStatsQueryOptions } from '../api/company-stats.ts';

type CompanySidebarProps = { companyId: string; editing: boolean; onEdit: () => void };

const ACTION = buttonVariants({ variant: 'outline', className: 'w-full justify-start' });

/** Quick actions and the company's job-opening counts. */
export function CompanySidebar({ companyId, editing, onEdit }: CompanySidebarProps) {
  const stats = useQuery(companyStatsQueryOptions(companyId));
  return (
    <div className="grid gap-6">
      <SectionCard title="Quick Actions">
        <div className="grid gap-2">
          <Button variant="outline" className="w-full justify-start" disabled={editing} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Company
          </Button>
          <Link href={`/jobs/new?companyId=${companyId}`} className={ACTION}>
            <Briefcase aria-hidden="true" />
            Add Job Opening
          </Link>
          <Link href={`/jobs?companyId=${companyId}`} className={ACTION}>
            <List aria-hidden="true" />
            View All Jobs
          </Link>
        </div>
      </SectionCard>
      <SectionCard title="Statistics">
        <StatList
          items={[
            { label: 'Active Job Openings', value: stats.data?.activeJobOpenings },
            { label: 'Total Job Openings', value: stats.data?.totalJobOpenings },
          ]}
        />
      </SectionCard>
    </div>
  );
}
