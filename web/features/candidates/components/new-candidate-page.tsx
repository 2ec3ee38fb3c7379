import { useLocation } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateCandidate } from '../api/use-create-candidate.ts';
import { CandidateForm } from './candidate-form.tsx';

/** /candidates/new: after creation the user lands on the new candidate's page. */
export function NewCandidatePage() {
  const create = useCreateCandidate();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Add Candidate" description="Create a candidate profile." />
      <Card className="max-w-3xl">
        <CardContent>
          <CandidateForm
            submitLabel="Create Candidate"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate('/candidates')}
          />
        </CardContent>
      </Card>
    </>
  );
}
