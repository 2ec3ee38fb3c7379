import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { KitImportDialog } from '#web/components/kits/kit-import-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryList } from '#web/components/query-list.tsx';
import { templateListQueryOptions } from '../api/template-list.ts';
import { TemplateCard } from './template-card.tsx';
import { TemplateWizardDialog } from './template-wizard-dialog.tsx';

/** /interview-templates: reusable setups, each a scorecard plus an agenda. */
export function TemplatesPage() {
  const list = useQuery(templateListQueryOptions());
  return (
    <>
      <PageHeader
        title="Interview Templates"
        description="Reusable interview setups combining a scorecard and an agenda"
        actions={
          <>
            <KitImportDialog />
            <TemplateWizardDialog />
          </>
        }
      />
      <QueryList
        query={list}
        errorMessage="Failed to load interview templates. Please try again."
        empty={
          <EmptyState
            icon={LayoutTemplate}
            title="No interview templates yet"
            description="Create a template to reuse the same scorecard and agenda across interviews."
          />
        }
      >
        {(templates) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {templates.map((template) => (
              <li key={template.id} className="grid">
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
