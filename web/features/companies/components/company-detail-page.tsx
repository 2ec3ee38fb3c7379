import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useRoute } from 'wouter';
import { DetailLoadState } from '../../../components/detail-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { companyQueryOptions } from '../api/company-detail.ts';
import { useUpdateCompany } from '../api/use-update-company.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyInfo } from './company-info.tsx';
import { CompanyJobOpenings } from './company-job-openings.tsx';
import { CompanySidebar } from './company-sidebar.tsx';

/** /companies/:id and /companies/:id/edit: the same screen, the latter opened in edit mode. */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const [isEditRoute] = useRoute('/companies/:id/edit');
  const [editing, setEditing] = useState(isEditRoute);
  const [, navigate] = useLocation();
  const company = useQuery(companyQueryOptions(id));
  const update = useUpdateCompany(id);
  const routeTitle = isEditRoute ? 'Edit Company' : 'Company Details';
  // From /edit the user goes back to the detail page; inline editing just closes the form.
  const finishEditing = () => (isEditRoute ? navigate(`/companies/${id}`) : setEditing(false));

  if (company.isPending || company.isError) {
    return (
      <DetailLoadState
        title={routeTitle}
        status={company.isPending ? 'pending' : 'error'}
        message="Company not found or failed to load."
        backHref="/companies"
        backLabel="Back to Companies"
      />
    );
  }

  const data = company.data;
  return (
    <>
      <PageHeader
        title={editing ? 'Edit Company' : data.name}
        description={editing ? data.name : (data.industry ?? 'Company details')}
        actions={
          <>
            <Link href="/companies" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Companies
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
            <SectionCard title="Company Information">
              <CompanyForm
                company={data}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                pending={update.isPending}
                onSubmit={(input) => update.mutate(input, { onSuccess: finishEditing })}
                onCancel={finishEditing}
              />
            </SectionCard>
          ) : (
            <CompanyInfo company={data} />
          )}
          <CompanyJobOpenings companyId={id} />
        </div>
        <CompanySidebar companyId={id} editing={editing} onEdit={() => setEditing(true)} />
      </div>
    </>
  );
}
