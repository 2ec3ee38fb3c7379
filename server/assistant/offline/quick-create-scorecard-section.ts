import type { DraftItem } from '../quick-create-items.ts';

/** At most this many new criteria from one source (the job's requirements, the focus areas). */
export const MAX_NEW_CRITERIA = 4;

/** A criterion being added or kept, with the guidance the review shows and why it is there. */
export type Criterion = { text: string; guidance: string; reason?: string; focus?: string };
/** A section being adapted; `fromTemplate` sections keep their criteria and only gain new ones. */
export type Section = {
  title: string;
  fromTemplate: boolean;
  criteria: Criterion[];
  added: Criterion[];
  reason?: string;
};

function criterionItem(c: Criterion, change: 'KEPT' | 'ADDED'): DraftItem {
  if (change === 'KEPT' && c.focus)
    return {
      title: c.text,
      content: c.guidance,
      original_content: '',
      change_type: 'MODIFIED',
      change_reason: `Your interview expectations ask to probe this: “${c.focus}”`,
    };
  return {
    title: c.text,
    content: c.guidance,
    original_content: change === 'KEPT' ? c.guidance : '',
    change_type: change,
    ...(c.reason ? { change_reason: c.reason } : {}),
  };
}

/** The section as the review shows it: kept, modified (criteria added) or added, with its criteria. */
export function toSectionItem(section: Section, jobRole: string): DraftItem {
  const children = [
    ...section.criteria.map((c) => criterionItem(c, 'KEPT')),
    ...section.added.map((c) => criterionItem(c, 'ADDED')),
  ];
  const look = section.added
    .slice(0, 3)
    .map((c) => c.text)
    .join('; ');
  if (!section.fromTemplate)
    return {
      title: section.title,
      content: look ? `Look for: ${look}.` : '',
      original_content: '',
      change_type: 'ADDED',
      change_reason: section.reason ?? 'Added for this interview',
      children,
    };
  if (!section.added.length)
    return { title: section.title, content: '', original_content: '', change_type: 'KEPT', children };
  return {
    title: section.title,
    content: `For ${jobRole}, also rate: ${look}.`,
    original_content: '',
    change_type: 'MODIFIED',
    change_reason: `Criteria added: ${section.added.length} from the job description`,
    children,
  };
}
