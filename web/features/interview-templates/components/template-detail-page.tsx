import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { SetupDetailPage } from '#web/components/setup-detail-page.tsx';
import { templateQueryOptions } from '../api/template-detail.ts';
import { useDeleteTemplate } from '../api/use-delete-template.ts';
import { TemplateSetupSections } from './template-setup-sections.tsx';

/** /interview-templates/:id: the template with its scorecard and agenda. */
export function TemplateDetailPage() {
  const { id = '' } = useParams();
  const template = useQuery(templateQueryOptions(id));
  const remove = useDeleteTemplate();

  return (
    <SetupDetailPage
      id={id}
      record={template}
      remove={remove}
      listPath="/interview-templates"
      listLabel="Templates"
      placeholderTitle="Interview Template"
      notFound={{
        title: 'Template Not Found',
        description:
          "The interview template you're looking for doesn't exist or you don't have permission to view it.",
      }}
      heading={(data) => ({ title: data.title, description: 'Interview Template' })}
    >
      {(data) => (
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
      )}
    </SetupDetailPage>
  );
}
