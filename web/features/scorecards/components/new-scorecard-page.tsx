import { useLocation } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateScorecard } from '../api/use-create-scorecard.ts';
import { ScorecardForm } from './scorecard-form.tsx';

/** /scorecards/new: write a scorecard or generate it with AI. */
export function NewScorecardPage() {
  const create = useCreateScorecard();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Create Scorecard" description="Define what interviewers assess and how." />
      <Card className="max-w-3xl">
        <CardContent>
          <ScorecardForm
            submitLabel="Create Scorecard"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate('/scorecards')}
          />
        </CardContent>
      </Card>
    </>
  );
}
