import { AGENDA_IN_USE, type AgendaDto, type AgendaFields } from '#contracts/agendas.ts';
import { AppError } from '#server/lib/errors.ts';
import { agendaItems } from '../template-items.ts';
import { removeTemplate } from '../templates/remove-template.ts';
import { toAgendaDto } from '../templates/template.mapper.ts';
import type { SetupRepositories, SetupTransact } from '../transaction.ts';

type Deps = { repos: Pick<SetupRepositories, 'agendas'>; transact: SetupTransact };

export function createAgendasService({ repos: { agendas }, transact }: Deps) {
  const notFound = () => AppError.notFound('Agenda');

  /** Writes the agenda and its items; the selected scorecard must be the user's (404 otherwise). */
  const save = (userId: string, id: string | undefined, fields: AgendaFields) =>
    transact(async (repos) => {
      const scorecardId = fields.selectedScorecardId;
      if (scorecardId && !(await repos.scorecards.lockOwned(userId, scorecardId))) {
        throw AppError.notFound('Scorecard');
      }
      const row = id
        ? await repos.agendas.update(userId, id, fields)
        : await repos.agendas.insert(userId, fields);
      if (!row) throw notFound();
      await repos.agendas.replaceItems(row.id, agendaItems(row.content));
      return toAgendaDto(row);
    });

  return {
    /** Newest first. */
    async list(userId: string): Promise<AgendaDto[]> {
      return (await agendas.list(userId)).map(toAgendaDto);
    },

    async get(userId: string, id: string): Promise<AgendaDto> {
      const row = await agendas.findById(userId, id);
      if (!row) throw notFound();
      return toAgendaDto(row);
    },

    async create(userId: string, fields: AgendaFields): Promise<AgendaDto> {
      return save(userId, undefined, fields);
    },

    async update(userId: string, id: string, fields: AgendaFields): Promise<AgendaDto> {
      return save(userId, id, fields);
    },

    /** Refused (409, nothing changed) while an interview template uses the agenda. */
    remove: (userId: string, id: string): Promise<void> =>
      removeTemplate(transact, 'agendas', userId, id, { notFound, inUse: AGENDA_IN_USE }),

    /** The stored timed items, in order; what an interview session copies. */
    async items(userId: string, id: string) {
      if (!(await agendas.findById(userId, id))) throw notFound();
      return agendas.items(id);
    },
  };
}
export type AgendasService = ReturnType<typeof createAgendasService>;
