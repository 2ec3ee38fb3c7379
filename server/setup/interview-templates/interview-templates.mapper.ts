import type {
  InterviewTemplateDetail,
  InterviewTemplateDto,
  InterviewTemplateListItem,
} from '#contracts/interview-templates.ts';
import type {
  InterviewTemplateDetailRow,
  InterviewTemplateListRow,
  InterviewTemplateRow,
} from './interview-templates.repository.ts';

export function toInterviewTemplateDto(row: InterviewTemplateRow): InterviewTemplateDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    rubrik: row.rubrik,
    scorecardId: row.scorecardId,
    agendaId: row.agendaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toInterviewTemplateListItem(row: InterviewTemplateListRow): InterviewTemplateListItem {
  return {
    ...toInterviewTemplateDto(row.template),
    scorecardTitle: row.scorecard.title,
    agendaTitle: row.agenda.title,
  };
}

export function toInterviewTemplateDetail(row: InterviewTemplateDetailRow): InterviewTemplateDetail {
  return { ...toInterviewTemplateDto(row.template), scorecard: row.scorecard, agenda: row.agenda };
}
