import type { ChangeType } from '#contracts/quick-create.ts';
import { allocateMinutes } from '../agenda-timing.ts';
import { clampMinutes, type DraftItem } from '../quick-create-items.ts';
import type { AgendaAnswerItem, CriterionAnswer, SectionAnswer } from './quick-create-answer.ts';
import type { QuickCreateTaskInput, TemplateAgendaItem } from './quick-create-input.ts';

const LEFT_OUT = 'Left out of the adapted kit';
const MAX_ITEMS = 30;

/** A template item's answer is matched by id, once; anything else the model wrote is ADDED. */
function claim<T>(templates: Map<string, T>, used: Set<string>, id: string): T | undefined {
  const key = id.trim();
  const found = templates.get(key);
  if (!found || used.has(key)) return undefined;
  used.add(key);
  return found;
}

/** ADDED on a template item means MODIFIED; KEPT with visible changes is MODIFIED too. */
function settle(said: ChangeType, changed: boolean): ChangeType {
  if (said === 'ADDED') return 'MODIFIED';
  if (said === 'KEPT' && changed) return 'MODIFIED';
  return said;
}

const reasonOr = (reason: string, fallback: string) => reason.trim() || fallback;

function agendaItem(answer: AgendaAnswerItem, origin: TemplateAgendaItem | undefined): DraftItem {
  const content = answer.description.trim();
  const duration = Math.min(600, Math.max(1, Math.round(answer.duration)));
  if (!origin)
    return {
      title: answer.title.trim(),
      content,
      original_content: '',
      change_type: 'ADDED',
      change_reason: reasonOr(answer.change_reason, 'Added for this interview'),
      duration,
    };
  const originalContent = origin.description ?? '';
  const type = settle(answer.change_type, content !== originalContent || duration !== origin.duration);
  const removed = type === 'REMOVED';
  return {
    title: origin.title,
    content: removed ? originalContent : content,
    original_content: originalContent,
    change_type: type,
    ...(type === 'KEPT'
      ? {}
      : { change_reason: reasonOr(answer.change_reason, 'Adapted to this interview') }),
    duration: removed ? origin.duration : duration,
    original_duration: origin.duration,
  };
}

/**
 * The model's agenda with the template's originals restored, template items it skipped listed as
 * REMOVED (so the recruiter decides), and minutes scaled to the nearer bound of the range when
 * the items that stay miss it.
 */
export function finishAgenda(answers: AgendaAnswerItem[], input: QuickCreateTaskInput): DraftItem[] {
  const templates = new Map(input.agendaTemplate.items.map((item, i) => [`agenda-${i + 1}`, item]));
  const used = new Set<string>();
  const items = answers
    .filter((a) => a.title.trim())
    .slice(0, MAX_ITEMS)
    .map((a) => agendaItem(a, claim(templates, used, a.source_id)));
  for (const [id, origin] of templates) {
    if (used.has(id)) continue;
    const original = origin.description ?? '';
    items.push({
      title: origin.title,
      content: original,
      original_content: original,
      change_type: 'REMOVED',
      change_reason: LEFT_OUT,
      duration: origin.duration,
      original_duration: origin.duration,
    });
  }
  fitMinutes(items, input.minDuration, input.maxDuration);
  return items;
}

function fitMinutes(items: DraftItem[], min: number, max: number) {
  const staying = items.filter((i) => i.change_type !== 'REMOVED');
  const total = staying.reduce((n, i) => n + (i.duration ?? 0), 0);
  const target = clampMinutes(total, min, max);
  if (total === target || staying.length > target) return;
  const minutes = allocateMinutes(
    staying.map((i) => i.duration ?? 1),
    target,
  );
  staying.forEach((item, i) => {
    item.duration = minutes[i] ?? 1;
    if (item.change_type !== 'KEPT' || item.duration === item.original_duration) return;
    item.change_type = 'MODIFIED';
    item.change_reason = `Minutes adjusted to fit ${min}–${max} minutes`;
  });
}

type Guided = { title: string; guidance: string; change_type: ChangeType; change_reason: string };

function guidedItem(answer: Guided, origin: string | undefined, children: DraftItem[] = []): DraftItem {
  const content = answer.guidance.trim();
  if (origin === undefined)
    return {
      title: answer.title.trim(),
      content,
      original_content: '',
      change_type: 'ADDED',
      change_reason: reasonOr(answer.change_reason, 'Added for this interview'),
      children,
    };
  const type = settle(answer.change_type, content !== '');
  return {
    title: origin,
    content: type === 'REMOVED' ? '' : content,
    original_content: '',
    change_type: type,
    ...(type === 'KEPT'
      ? {}
      : { change_reason: reasonOr(answer.change_reason, 'Adapted to this interview') }),
    children,
  };
}

const leftOut = (title: string, children: DraftItem[] = []): DraftItem => ({
  title,
  content: '',
  original_content: '',
  change_type: 'REMOVED',
  change_reason: LEFT_OUT,
  children,
});

/** Sections and criteria with template titles restored and skipped template items listed as REMOVED. */
export function finishScorecard(answers: SectionAnswer[], input: QuickCreateTaskInput): DraftItem[] {
  const { sections } = input.scorecardTemplate;
  const templates = new Map(sections.map((s, i) => [`section-${i + 1}`, { ...s, number: i + 1 }]));
  const used = new Set<string>();
  const items = answers
    .filter((a) => a.title.trim())
    .slice(0, MAX_ITEMS)
    .map((answer) => {
      const origin = claim(templates, used, answer.source_id);
      const criteria = new Map(
        (origin?.criteria ?? []).map((c, j) => [`criterion-${origin?.number}-${j + 1}`, c]),
      );
      const usedCriteria = new Set<string>();
      const children = answer.criteria
        .filter((c: CriterionAnswer) => c.title.trim())
        .slice(0, MAX_ITEMS)
        .map((c) => guidedItem(c, claim(criteria, usedCriteria, c.source_id)));
      for (const [id, text] of criteria) if (!usedCriteria.has(id)) children.push(leftOut(text));
      return guidedItem(answer, origin?.title, children);
    });
  for (const [id, section] of templates)
    if (!used.has(id))
      items.push(
        leftOut(
          section.title,
          section.criteria.map((c) => leftOut(c)),
        ),
      );
  return items;
}
