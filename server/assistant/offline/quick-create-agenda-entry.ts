import type { DraftItem } from '../quick-create-items.ts';

/** One agenda item being adapted; `origin` is the template's version of it. */
export type AgendaEntry = {
  title: string;
  description: string;
  minutes: number;
  origin?: { description: string; duration: number };
  reasons: string[];
  addedReason?: string;
  removed?: string;
  /** The expectation this item probes: never removed or shortened. */
  focus?: string;
};

/** The entries still on the agenda. */
export const activeEntries = (entries: AgendaEntry[]) => entries.filter((e) => !e.removed);

/** The item as the review shows it: kept, modified (and why), removed (and why) or added. */
export function toAgendaItem(entry: AgendaEntry, min: number, max: number): DraftItem {
  const { origin } = entry;
  if (!origin)
    return {
      title: entry.title,
      content: entry.description,
      original_content: '',
      change_type: 'ADDED',
      change_reason: entry.addedReason ?? 'Added for this interview',
      duration: entry.minutes,
    };
  const base = {
    title: entry.title,
    original_content: origin.description,
    original_duration: origin.duration,
  };
  if (entry.removed)
    return {
      ...base,
      content: origin.description,
      change_type: 'REMOVED',
      change_reason: entry.removed,
      duration: origin.duration,
    };
  const reasons = [...entry.reasons];
  if (entry.minutes !== origin.duration) {
    const verb = entry.minutes < origin.duration ? 'Shortened' : 'Lengthened';
    reasons.unshift(`${verb} from ${origin.duration} to ${entry.minutes} min to fit ${min}–${max} minutes`);
  }
  const changed = reasons.length > 0;
  const probed = entry.focus ? [`Kept in full: your expectations ask to probe it (“${entry.focus}”)`] : [];
  const why = [...reasons, ...probed];
  return {
    ...base,
    content: entry.description,
    change_type: changed ? 'MODIFIED' : 'KEPT',
    ...(why.length ? { change_reason: why.join('; ') } : {}),
    duration: entry.minutes,
  };
}
