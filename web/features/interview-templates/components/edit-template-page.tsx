import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { templateQueryOptions } from '../api/template-detail.ts';
import { useUpdateTemplate } from '../api/use-update-template.ts';
import { EditTemplateForm } from './edit-template-form.tsx';

/** /interview-templates/:id/edit: change the details; after saving the template's page opens. */
export function EditTemplatePage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const template = useQuery(templateQueryOptions(id));
  const update = useUpdateTemplate(id);

  if (template.isPending) {
    return (
      <>
        <PageHeader title="Edit Interview Template" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (template.isError || !template.data) {
    return (
      <>
        <PageHeader title="Edit Interview Template" />
        <MissingRecordState
          title="Template Not Found"
          description="The interview template you're trying to edit doesn't exist or you don't have permission to edit it."
          backHref="/interview-templates"
          backLabel="Back to Templates"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Interview Template" description={template.data.title} />
      <Card className="max-w-3xl">
        <CardContent>
          <EditTemplateForm
            template={template.data}
            pending={update.isPending}
            onSubmit={(input) => update.mutate(input)}
            onCancel={() => navigate(`/interview-templates/${id}`)}
          />
        </CardContent>
      </Card>
    </>
  );
}
