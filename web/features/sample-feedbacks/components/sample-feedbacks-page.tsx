import { useQuery } from '@tanstack/react-query';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useState } from 'react';
import type { SampleFeedbackDto } from '#contracts/sample-feedbacks.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryList } from '#web/components/query-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { sampleFeedbackListQueryOptions } from '../api/sample-feedback-list.ts';
import { SampleFeedbackCard } from './sample-feedback-card.tsx';
import { SampleFeedbackDialog } from './sample-feedback-dialog.tsx';

/** /sample-feedbacks: examples of the user's feedback style that the AI learns from. */
export function SampleFeedbacksPage() {
  const list = useQuery(sampleFeedbackListQueryOptions());
  const [target, setTarget] = useState<SampleFeedbackDto | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Sample Feedbacks"
        description="Examples of your feedback that teach the AI your assessment style"
        actions={
          <Button onClick={() => setTarget('new')}>
            <Plus aria-hidden="true" />
            Add Sample Feedback
          </Button>
        }
      />
      <QueryList
        query={list}
        errorMessage="Failed to load sample feedbacks. Please try again."
        empty={
          <EmptyState
            icon={MessageSquareQuote}
            title="No sample feedbacks yet"
            description="Add feedback you have written before so generated feedback sounds like you."
            action={
              <Button onClick={() => setTarget('new')}>
                <Plus aria-hidden="true" />
                Add Your First Sample Feedback
              </Button>
            }
          />
        }
      >
        {(feedbacks) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {feedbacks.map((feedback) => (
              <li key={feedback.id} className="grid">
                <SampleFeedbackCard feedback={feedback} onEdit={() => setTarget(feedback)} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      <SampleFeedbackDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
