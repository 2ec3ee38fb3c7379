import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { templateQueryOptions } from '../api/template-detail.ts';
import { useDeleteTemplate } from '../api/use-delete-template.ts';
import { TemplateSetupSections } from './template-setup-sections.tsx';

/** /interview-templates/:id: the template with its scorecard and agenda. */
export function TemplateDetailPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const template = useQuery(templateQueryOptions(id));
  const remove = useDeleteTemplate();

  if (template.isPending) {
    return (
      <>
        <PageHeader title="Interview Template" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (template.isError) {
    return (
      <>
        <PageHeader title="Interview Template" />
        <MissingRecordState
          title="Template Not Found"
          description="The interview template you're looking for doesn't exist or you don't have permission to view it."
          backHref="/interview-templates"
          backLabel="Back to Templates"
        />
      </>
    );
  }

  const data = template.data;
  const onDelete = () => {
    if (confirmPermanentDelete()) remove.mutate(id, { onSuccess: () => navigate('/interview-templates') });
  };
  return (
    <>
      <PageHeader
        title={data.title}
        description="Interview Template"
        actions={
          <>
            <Link href="/interview-templates" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Templates
            </Link>
            <Link href={`/interview-templates/${id}/edit`} className={buttonVariants()}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
            <Button variant="outline" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="text-destructive" />
              Delete
            </Button>
          </>
        }
      />
      <div className="grid gap-6">
        <SectionCard title="Details">
          <DetailList
            items={[
              { label: 'Description', value: data.description, wide: true },
              { label: 'Rubrik', value: data.rubrik, wide: true },
              { label: 'Created', value: <DateText value={data.createdAt} /> },
              { label: 'Updated', value: <DateText value={data.updatedAt} /> },
            ]}
          />
        </SectionCard>
        <TemplateSetupSections scorecard={data.scorecard} agenda={data.agenda} />
      </div>
    </>
  );
}
