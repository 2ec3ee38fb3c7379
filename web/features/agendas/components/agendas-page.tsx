import { useQuery } from '@tanstack/react-query';
import { ListOrdered, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { KitImportDialog } from '#web/components/kits/kit-import-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryList } from '#web/components/query-list.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { agendaListQueryOptions } from '../api/agenda-list.ts';
import { AgendaCard } from './agenda-card.tsx';

/** /agendas: the user's reusable interview structures. */
export function AgendasPage() {
  const list = useQuery(agendaListQueryOptions());
  return (
    <>
      <PageHeader
        title="Agendas"
        description="Design the structure and timing of your interviews"
        actions={
          <>
            <KitImportDialog />
            <Link href="/agendas/new" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              Create Agenda
            </Link>
          </>
        }
      />
      <QueryList
        query={list}
        errorMessage="Failed to load agendas. Please try again."
        empty={
          <EmptyState
            icon={ListOrdered}
            title="No agendas yet"
            description="Plan an interview step by step, or generate an agenda that fits your time range."
            action={
              <Link href="/agendas/new" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Create Your First Agenda
              </Link>
            }
          />
        }
      >
        {(agendas) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {agendas.map((agenda) => (
              <li key={agenda.id} className="grid">
                <AgendaCard agenda={agenda} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
