import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useRoute } from 'wouter';
import { DetailLoadState } from '../../../components/detail-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { jobOpeningQueryOptions } from '../api/job-opening-detail.ts';
import { useUpdateJobOpening } from '../api/use-update-job-opening.ts';
import { JobOpeningApplications } from './job-opening-applications.tsx';
import { JobOpeningForm } from './job-opening-form.tsx';
import { JobOpeningInfo } from './job-opening-info.tsx';
import { JobOpeningSidebar } from './job-opening-sidebar.tsx';

/** /jobs/:id and /jobs/:id/edit: the same screen, the latter opened in edit mode. */
export function JobOpeningDetailPage() {
  const { id = '' } = useParams();
  const [isEditRoute] = useRoute('/jobs/:id/edit');
  const [editing, setEditing] = useState(isEditRoute);
  const [, navigate] = useLocation();
  const job = useQuery(jobOpeningQueryOptions(id));
  const update = useUpdateJobOpening(id);
  const routeTitle = isEditRoute ? 'Edit Job Opening' : 'Job Opening Details';
  // From /edit the user goes back to the detail page; inline editing just closes the form.
  const finishEditing = () => (isEditRoute ? navigate(`/jobs/${id}`) : setEditing(false));

  if (job.isPending || job.isError) {
    return (
      <DetailLoadState
        title={routeTitle}
        status={job.isPending ? 'pending' : 'error'}
        message="Job opening not found or failed to load."
        backHref="/jobs"
        backLabel="Back to Job Openings"
      />
    );
  }

  const data = job.data;
  return (
    <>
      <PageHeader
        title={editing ? 'Edit Job Opening' : data.title}
        description={editing ? `${data.title} · ${data.companyName}` : data.companyName}
        actions={
          <>
            <Link href="/jobs" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Job Openings
            </Link>
            {!editing && (
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          {editing ? (
            <SectionCard title="Job Details">
              <JobOpeningForm
                job={data}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                pending={update.isPending}
                onSubmit={(input) => update.mutate(input, { onSuccess: finishEditing })}
                onCancel={finishEditing}
              />
            </SectionCard>
          ) : (
            <JobOpeningInfo job={data} />
          )}
          <JobOpeningApplications jobId={id} />
        </div>
        <JobOpeningSidebar job={data} editing={editing} onEdit={() => setEditing(true)} />
      </div>
    </>
  );
}
