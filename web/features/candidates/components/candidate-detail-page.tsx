import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useRoute } from 'wouter';
import { DetailLoadState } from '../../../components/detail-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { candidateQueryOptions } from '../api/candidate-detail.ts';
import { useUpdateCandidate } from '../api/use-update-candidate.ts';
import { CandidateApplications } from './candidate-applications.tsx';
import { CandidateBackground } from './candidate-background.tsx';
import { CandidateForm } from './candidate-form.tsx';
import { CandidatePersonalInfo } from './candidate-personal-info.tsx';
import { CandidateSidebar } from './candidate-sidebar.tsx';

/** /candidates/:id and /candidates/:id/edit: the same screen, the latter opened in edit mode. */
export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const [isEditRoute] = useRoute('/candidates/:id/edit');
  const [editing, setEditing] = useState(isEditRoute);
  const [, navigate] = useLocation();
  const candidate = useQuery(candidateQueryOptions(id));
  const update = useUpdateCandidate(id);
  const routeTitle = isEditRoute ? 'Edit Candidate' : 'Candidate Details';
  // From /edit the user goes back to the detail page; inline editing just closes the form.
  const finishEditing = () => (isEditRoute ? navigate(`/candidates/${id}`) : setEditing(false));

  if (candidate.isPending || candidate.isError) {
    return (
      <DetailLoadState
        title={routeTitle}
        status={candidate.isPending ? 'pending' : 'error'}
        message="Candidate not found or failed to load."
        backHref="/candidates"
        backLabel="Back to Candidates"
      />
    );
  }

  const data = candidate.data;
  const name = `${data.firstName} ${data.lastName}`;
  const role = [data.currentTitle, data.currentCompany].filter(Boolean).join(' at ');
  return (
    <>
      <PageHeader
        title={editing ? 'Edit Candidate' : name}
        description={editing ? name : role || 'Candidate profile'}
        actions={
          <>
            <Link href="/candidates" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Candidates
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
            <SectionCard title="Candidate Profile">
              <CandidateForm
                candidate={data}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                pending={update.isPending}
                onSubmit={(input) => update.mutate(input, { onSuccess: finishEditing })}
                onCancel={finishEditing}
              />
            </SectionCard>
          ) : (
            <>
              <CandidatePersonalInfo candidate={data} />
              <CandidateBackground candidate={data} />
            </>
          )}
          <CandidateApplications candidateId={id} />
        </div>
        <CandidateSidebar candidate={data} editing={editing} onEdit={() => setEditing(true)} />
      </div>
    </>
  );
}
