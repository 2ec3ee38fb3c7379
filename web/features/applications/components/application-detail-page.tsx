import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useRoute } from 'wouter';
import { DetailLoadState } from '../../../components/detail-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { applicationQueryOptions } from '../api/application-detail.ts';
import { useUpdateApplication } from '../api/use-update-application.ts';
import { candidateName } from '../utils/application-label.ts';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationView } from './application-view.tsx';

/** /applications/:id (read-only, with Edit) and /applications/:id/edit (opened in edit mode). */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const [isEditRoute] = useRoute('/applications/:id/edit');
  const [editing, setEditing] = useState(isEditRoute);
  const [, navigate] = useLocation();
  const application = useQuery(applicationQueryOptions(id));
  const update = useUpdateApplication(id);
  const routeTitle = isEditRoute ? 'Edit Application' : 'Application Details';
  // From /edit the user goes back to the detail page; inline editing just closes the form.
  const finishEditing = () => (isEditRoute ? navigate(`/applications/${id}`) : setEditing(false));

  if (application.isPending || application.isError) {
    return (
      <DetailLoadState
        title={routeTitle}
        status={application.isPending ? 'pending' : 'error'}
        message="Application not found or failed to load."
        backHref="/applications"
        backLabel="Back to Applications"
      />
    );
  }

  const data = application.data;
  const summary = `${candidateName(data)} · ${data.jobTitle} at ${data.companyName}`;
  return (
    <>
      <PageHeader
        title={editing ? 'Edit Application' : candidateName(data)}
        description={editing ? summary : `${data.jobTitle} at ${data.companyName}`}
        actions={
          <>
            <Link href="/applications" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Applications
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
      <div className="max-w-3xl">
        {editing ? (
          <SectionCard title="Application Details">
            <ApplicationForm
              application={data}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              pending={update.isPending}
              onSubmit={(input) => update.mutate(input, { onSuccess: finishEditing })}
              onCancel={finishEditing}
            />
          </SectionCard>
        ) : (
          <ApplicationView application={data} />
        )}
      </div>
    </>
  );
}
