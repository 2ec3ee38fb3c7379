import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { candidateApplicationsQueryOptions } from '../api/candidate-applications.ts';

/** The candidate's applications: job, company, location, status, applied date and source. */
export function CandidateApplications({ candidateId }: { candidateId: string }) {
  const applications = useQuery(candidateApplicationsQueryOptions(candidateId));
  return (
    <SectionCard
      title="Applications"
      action={
        <Link
          href={`/applications/new?candidateId=${candidateId}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Plus aria-hidden="true" />
          Add Application
        </Link>
      }
    >
      {applications.isPending ? (
        <CardGridSkeleton count={3} layout="stack" />
      ) : applications.isError ? (
        <LoadError
          message="Failed to load applications. Please try again."
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : applications.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No applications yet.</p>
      ) : (
        <ul className="grid gap-3">
          {applications.data.map((application) => (
            <li
              key={application.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
            >
              <div className="grid min-w-0 gap-0.5">
                <Link
                  href={`/applications/${application.id}`}
                  className="font-medium text-primary hover:underline"
                >
                  {application.jobTitle}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {[application.companyName, application.jobLocation].filter(Boolean).join(' · ')}
                </span>
                <span className="text-xs text-muted-foreground">
                  Applied <DateText value={application.applicationDate} calendar />
                  {application.source && ` · Source: ${application.source}`}
                </span>
              </div>
              <ApplicationStatusBadge status={application.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
