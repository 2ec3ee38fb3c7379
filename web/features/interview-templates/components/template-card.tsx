import { ClipboardList, ListOrdered } from 'lucide-react';
import type { InterviewTemplateListItem } from '#contracts/interview-templates.ts';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { IconLine } from '#web/components/icon-line.tsx';
import { SetupCard } from '#web/components/setup-card.tsx';
import { useDeleteTemplate } from '../api/use-delete-template.ts';

export function TemplateCard({ template }: { template: InterviewTemplateListItem }) {
  const remove = useDeleteTemplate();
  return (
    <SetupCard
      title={template.title}
      viewHref={`/interview-templates/${template.id}`}
      onDelete={() => {
        if (confirmPermanentDelete()) remove.mutate(template.id);
      }}
      deleting={remove.isPending}
      description={template.description}
      createdAt={template.createdAt}
    >
      <IconLine icon={ClipboardList}>
        <span className="sr-only">Scorecard: </span>
        {template.scorecardTitle}
      </IconLine>
      <IconLine icon={ListOrdered}>
        <span className="sr-only">Agenda: </span>
        {template.agendaTitle}
      </IconLine>
    </SetupCard>
  );
}
