import { parseAgendaContent } from '#contracts/assistant.ts';
import type { QuickCreateFields } from '#contracts/quick-create.ts';
import type { QuickCreateTaskInput, TemplateSection } from '#server/assistant/tasks/quick-create-input.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SetupReads, TemplateSourceItem } from '#server/setup/setup-reads.ts';
import { scorecardItems } from '#server/setup/template-items.ts';

/** Bounds what a generation works from, whatever a template holds. */
const MAX_AGENDA_ITEMS = 30;
const MAX_SECTIONS = 20;
const MAX_CRITERIA = 20;

type Choice = QuickCreateFields['agendaTemplate'];
/** The user's saved agendas and scorecards, as the setup gives them out. */
export type TemplateSources = Pick<SetupReads, 'agendaWithItems' | 'scorecardWithItems'>;
type Templates = Pick<QuickCreateTaskInput, 'agendaTemplate' | 'scorecardTemplate'>;

/** Top-level rows are sections, their children the criteria. */
function sectionsOf(rows: TemplateSourceItem[]): TemplateSection[] {
  const sections = new Map<string, TemplateSection>();
  for (const row of rows) {
    const text = row.content.trim();
    if (!text) continue;
    const parent = row.parentItemId ? sections.get(row.parentItemId) : undefined;
    if (parent) {
      if (parent.criteria.length < MAX_CRITERIA) parent.criteria.push(text);
    } else if (!row.parentItemId && sections.size < MAX_SECTIONS)
      sections.set(row.itemId, { title: text, criteria: [] });
  }
  return [...sections.values()];
}

const agendaOf = (content: string) => parseAgendaContent(content).slice(0, MAX_AGENDA_ITEMS);

/**
 * Reads the chosen agenda and scorecard: one of the user's own (another user's or a missing id
 * answers 404, as every lookup does), or the new content typed into the form.
 */
export async function readTemplates(
  sources: TemplateSources,
  userId: string,
  fields: Pick<QuickCreateFields, 'agendaTemplate' | 'scorecardTemplate'>,
): Promise<Templates> {
  return {
    agendaTemplate: await agenda(sources, userId, fields.agendaTemplate),
    scorecardTemplate: await scorecard(sources, userId, fields.scorecardTemplate),
  };
}

async function agenda(sources: TemplateSources, userId: string, choice: Choice) {
  if (choice.type === 'new') return { items: agendaOf(choice.newContent) };
  const source = choice.existingId ? await sources.agendaWithItems(userId, choice.existingId) : undefined;
  if (!source) throw AppError.notFound('Agenda');
  return { name: source.title, items: agendaOf(source.content) };
}

async function scorecard(sources: TemplateSources, userId: string, choice: Choice) {
  if (choice.type === 'new') return { sections: sectionsOf(scorecardItems(choice.newContent)) };
  const source = choice.existingId ? await sources.scorecardWithItems(userId, choice.existingId) : undefined;
  if (!source) throw AppError.notFound('Scorecard');
  const rows = source.items.length ? source.items : scorecardItems(source.content);
  return { name: source.title, sections: sectionsOf(rows) };
}
