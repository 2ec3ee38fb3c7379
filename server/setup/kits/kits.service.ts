import type { Kit, KitImportInput, KitPart, KitPreview } from '#contracts/kits.ts';
import { AppError } from '#server/lib/errors.ts';
import { agendaItems, scorecardItems } from '../template-items.ts';
import type { SetupRepositories, SetupTransact } from '../transaction.ts';
import { kitAgenda, kitHeader, kitScorecard, kitTemplate, readKit } from './kit-file.ts';
import { freeTitle } from './kit-titles.ts';

type Deps = { repos: SetupRepositories; transact: SetupTransact };
type Titles = NonNullable<KitImportInput['titles']>;
type Planned = KitPart & { kitTitle: string };

/** The records a kit would create for the user, each under a title none of theirs has. */
async function plan(repos: SetupRepositories, userId: string, kit: Kit, titles: Titles): Promise<Planned[]> {
  const part = async (type: KitPart['type'], kitTitle: string, chosen: string | undefined, items: number) => {
    const existing =
      type === 'scorecard'
        ? await repos.scorecards.list(userId)
        : type === 'agenda'
          ? await repos.agendas.list(userId)
          : (await repos.templates.list(userId)).map((row) => row.template);
    const wanted = chosen ?? kitTitle;
    const title = freeTitle(
      wanted,
      existing.map((row) => row.title),
    );
    return { type, title, kitTitle, renamedFrom: title === kitTitle ? null : kitTitle, items };
  };
  const parts: Planned[] = [];
  if (kit.kind === 'interview-template')
    parts.push(await part('interview-template', kit.template.title, titles.template, 0));
  if (kit.kind !== 'agenda') {
    const { title, content } = kit.scorecard;
    parts.push(await part('scorecard', title, titles.scorecard, scorecardItems(content).length));
  }
  if (kit.kind !== 'scorecard') {
    const { title, content } = kit.agenda;
    parts.push(await part('agenda', title, titles.agenda, agendaItems(content).length));
  }
  return parts;
}

const titleOf = (parts: Planned[], type: KitPart['type']) => parts.find((p) => p.type === type)?.title ?? '';
const publicPart = ({ kitTitle: _, ...part }: Planned): KitPart => part;

/** Interview kits: export a template (with its scorecard and agenda), a scorecard or an agenda; import one. */
export function createKitsService({ repos, transact }: Deps) {
  return {
    async exportTemplate(userId: string, id: string): Promise<Kit> {
      const found = await repos.templates.findDetail(userId, id);
      if (!found) throw AppError.notFound('Interview template');
      const scorecard = await repos.scorecards.findById(userId, found.template.scorecardId);
      const agenda = await repos.agendas.findById(userId, found.template.agendaId);
      if (!scorecard || !agenda) throw AppError.notFound('Interview template');
      return {
        ...kitHeader(),
        kind: 'interview-template',
        template: kitTemplate(found.template),
        scorecard: kitScorecard(scorecard),
        agenda: kitAgenda(agenda, scorecard.id),
      };
    },

    async exportScorecard(userId: string, id: string): Promise<Kit> {
      const row = await repos.scorecards.findById(userId, id);
      if (!row) throw AppError.notFound('Scorecard');
      return { ...kitHeader(), kind: 'scorecard', scorecard: kitScorecard(row) };
    },

    async exportAgenda(userId: string, id: string): Promise<Kit> {
      const row = await repos.agendas.findById(userId, id);
      if (!row) throw AppError.notFound('Agenda');
      return { ...kitHeader(), kind: 'agenda', agenda: kitAgenda(row) };
    },

    /** What an import would create, renamed where the user already has the title; stores nothing. */
    async preview(userId: string, input: { kit: unknown; titles: Titles }): Promise<KitPreview> {
      const kit = readKit(input.kit);
      return { kind: kit.kind, parts: (await plan(repos, userId, kit, input.titles)).map(publicPart) };
    },

    /** Creates the kit's records in one transaction, each under a free title; never overwrites one. */
    async import(userId: string, input: { kit: unknown; titles: Titles }): Promise<KitPreview> {
      const kit = readKit(input.kit);
      return transact(async (tx) => {
        const parts = await plan(tx, userId, kit, input.titles);
        const ids: Partial<Record<KitPart['type'], string>> = {};
        if (kit.kind !== 'agenda') {
          const { title: _, ...fields } = kit.scorecard;
          const row = await tx.scorecards.insert(userId, { ...fields, title: titleOf(parts, 'scorecard') });
          if (!row) throw new Error('insert returned no row');
          await tx.scorecards.replaceItems(row.id, scorecardItems(row.content));
          ids.scorecard = row.id;
        }
        if (kit.kind !== 'scorecard') {
          const { title: _, draftedAgainstKitScorecard, ...fields } = kit.agenda;
          const row = await tx.agendas.insert(userId, {
            ...fields,
            title: titleOf(parts, 'agenda'),
            selectedScorecardId: draftedAgainstKitScorecard ? (ids.scorecard ?? null) : null,
          });
          if (!row) throw new Error('insert returned no row');
          await tx.agendas.replaceItems(row.id, agendaItems(row.content));
          ids.agenda = row.id;
        }
        if (kit.kind === 'interview-template' && ids.scorecard && ids.agenda) {
          const row = await tx.templates.insert(userId, {
            ...kit.template,
            title: titleOf(parts, 'interview-template'),
            scorecardId: ids.scorecard,
            agendaId: ids.agenda,
          });
          if (!row) throw new Error('insert returned no row');
          ids['interview-template'] = row.id;
        }
        return { kind: kit.kind, parts: parts.map((part) => ({ ...publicPart(part), id: ids[part.type] })) };
      });
    },
  };
}
export type KitsService = ReturnType<typeof createKitsService>;
