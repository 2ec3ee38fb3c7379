import { useLocation, useSearchParams } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateApplication } from '../api/use-create-application.ts';
import { ApplicationForm } from './application-form.tsx';

/** /applications/new, optionally `?candidateId=` and `?jobId=` to preselect them. */
export function NewApplicationPage() {
  const [searchParams] = useSearchParams();
  const create = useCreateApplication();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="New Application" description="Connect a candidate with a job opening." />
      <Card className="max-w-3xl">
        <CardContent>
          <ApplicationForm
            prefill={{ candidateId: searchParams.get('candidateId'), jobId: searchParams.get('jobId') }}
            submitLabel="Create Application"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate('/applications')}
          />
        </CardContent>
      </Card>
    </>
  );
}
