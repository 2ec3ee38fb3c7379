import type {
  InterviewTemplateDetail,
  InterviewTemplateDto,
  InterviewTemplateFields,
  InterviewTemplateListItem,
  InterviewTemplateUpdateFields,
} from '#contracts/interview-templates.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SetupRepositories, SetupTransact } from '../transaction.ts';
import {
  toInterviewTemplateDetail,
  toInterviewTemplateDto,
  toInterviewTemplateListItem,
} from './interview-templates.mapper.ts';

type Deps = { repos: Pick<SetupRepositories, 'templates'>; transact: SetupTransact };

export function createInterviewTemplatesService({ repos: { templates }, transact }: Deps) {
  const notFound = () => AppError.notFound('Interview template');

  return {
    /** Newest first, with scorecard and agenda titles. */
    async list(userId: string): Promise<InterviewTemplateListItem[]> {
      return (await templates.list(userId)).map(toInterviewTemplateListItem);
    },

    /** The template with its scorecard and agenda nested. */
    async get(userId: string, id: string): Promise<InterviewTemplateDetail> {
      const row = await templates.findDetail(userId, id);
      if (!row) throw notFound();
      return toInterviewTemplateDetail(row);
    },

    /** The scorecard and agenda must be the user's; they stay locked against deletion until commit. */
    async create(userId: string, fields: InterviewTemplateFields): Promise<InterviewTemplateDto> {
      return transact(async (repos) => {
        if (!(await repos.scorecards.lockOwned(userId, fields.scorecardId)))
          throw AppError.notFound('Scorecard');
        if (!(await repos.agendas.lockOwned(userId, fields.agendaId))) throw AppError.notFound('Agenda');
        const row = await repos.templates.insert(userId, fields);
        if (!row) throw new Error('insert returned no row');
        return toInterviewTemplateDto(row);
      });
    },

    /** Changes title, description and rubrik only; the scorecard and agenda stay. */
    async update(
      userId: string,
      id: string,
      fields: InterviewTemplateUpdateFields,
    ): Promise<InterviewTemplateDto> {
      const row = await templates.updateDetails(userId, id, fields);
      if (!row) throw notFound();
      return toInterviewTemplateDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await templates.delete(userId, id))) throw notFound();
    },
  };
}
export type InterviewTemplatesService = ReturnType<typeof createInterviewTemplatesService>;
