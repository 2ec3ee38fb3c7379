import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ApplicationDto } from '#contracts/applications.ts';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { candidateApplicationsQueryOptions } from '../api/pipeline-lookups.ts';
import { jobLabel } from '../utils/application-choice.ts';

type CandidateApplicationsProps = {
  candidateId: string;
  candidateName: string;
  /** Ids of the applications chosen already; they are not offered again. */
  chosen: ReadonlySet<string>;
  onPick: (application: ApplicationDto) => void;
};

/** The chosen candidate's own applications, any of which the session can be tied to. */
export function CandidateApplications({
  candidateId,
  candidateName,
  chosen,
  onPick,
}: CandidateApplicationsProps) {
  const applications = useQuery(candidateApplicationsQueryOptions(candidateId));
  const heading = `Existing applications of ${candidateName || 'this candidate'}`;
  const body = () => {
    if (applications.isPending)
      return <p className="text-sm text-muted-foreground">Loading applications...</p>;
    if (applications.isError) return <p className="text-sm text-destructive">Failed to load applications</p>;
    const open = applications.data.filter((application) => !chosen.has(application.id));
    if (open.length === 0) {
      return (
        <p className="text-sm text-muted-foreground">
          {applications.data.length === 0 ? 'No applications yet.' : 'All of them are chosen.'}
        </p>
      );
    }
    return (
      <ul className="grid gap-2">
        {open.map((application) => {
          const label = jobLabel(application.jobTitle, application.companyName);
          return (
            <li key={application.id} className="flex flex-wrap items-center gap-2">
              <span className="text-sm">{label}</span>
              <ApplicationStatusBadge status={application.status} />
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                aria-label={`Use ${label}`}
                onClick={() => onPick(application)}
              >
                <Plus aria-hidden="true" />
                Use
              </Button>
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-3">
      <h3 className="text-sm font-medium">{heading}</h3>
      {body()}
    </div>
  );
}
