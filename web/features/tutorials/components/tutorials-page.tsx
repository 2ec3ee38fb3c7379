import { useQuery } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import { useState } from 'react';
import type { TutorialDto } from '#contracts/tutorials.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryList } from '#web/components/query-list.tsx';
import { tutorialListQueryOptions } from '../api/tutorial-list.ts';
import { TutorialCard } from './tutorial-card.tsx';
import { TutorialDialog } from './tutorial-dialog.tsx';

function countText(count: number): string {
  return `${count} ${count === 1 ? 'tutorial' : 'tutorials'} available`;
}

/** /tutorials: help videos; watching one opens it in a dialog. */
export function TutorialsPage() {
  const list = useQuery(tutorialListQueryOptions());
  const [selected, setSelected] = useState<TutorialDto | null>(null);
  return (
    <>
      <PageHeader
        title="Help & Tutorials"
        description={list.data ? countText(list.data.length) : 'Short videos on using Interview Hub'}
      />
      <QueryList
        query={list}
        errorMessage="Failed to load tutorials. Please try again."
        empty={
          <EmptyState
            icon={Video}
            title="No tutorials available yet"
            description="Help videos appear here once an administrator adds them."
          />
        }
      >
        {(tutorials) => (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {tutorials.map((tutorial) => (
              <li key={tutorial.id} className="grid">
                <TutorialCard tutorial={tutorial} onWatch={() => setSelected(tutorial)} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      <TutorialDialog tutorial={selected} onClose={() => setSelected(null)} />
    </>
  );
}
