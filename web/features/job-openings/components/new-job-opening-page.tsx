import { useLocation, useSearchParams } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateJobOpening } from '../api/use-create-job-opening.ts';
import { JobOpeningForm } from './job-opening-form.tsx';

/** /jobs/new, optionally `?companyId=` to preselect the company. */
export function NewJobOpeningPage() {
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('companyId') ?? '';
  const create = useCreateJobOpening();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Add Job Opening" description="Describe the role and the company it belongs to." />
      <Card className="max-w-3xl">
        <CardContent>
          <JobOpeningForm
            companyId={companyId}
            submitLabel="Create Job Opening"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate(companyId ? `/companies/${companyId}` : '/jobs')}
          />
        </CardContent>
      </Card>
    </>
  );
}
