import { allocateMinutes } from '../agenda-timing.ts';
import { clampMinutes, type DraftItem, listWords } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import { draftAgenda } from './agenda-draft.ts';
import type { CandidateProfile } from './candidate-profile.ts';
import { skillQuestion } from './question-bank.ts';
import { aboutFocus, type Focus, readFocus } from './quick-create-focus.ts';
import type { Skill } from './tech-terms.ts';
import type { JobProfile } from './text-extraction.ts';

/** One agenda item being adapted; `origin` is the template's version of it. */
type Entry = {
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

const ADDED_MINUTES = 5;
const CLOSING = /question|wrap|clos|next step|q&a/i;
const BACKGROUND = [/background|experience|resume|career|walk ?through/i, /introduc/i];

export type AgendaAdaptation = { items: DraftItem[]; notes: string[] };

/**
 * Adapts the chosen agenda (or a drafted one) to the job, the candidate and the time: questions
 * about the candidate's skills, an item for requirements no item covers, then minutes scaled so
 * the total lands in [minDuration, maxDuration]; the least important middle items go when too
 * many remain for the time.
 */
export function adaptAgenda(
  input: QuickCreateTaskInput,
  job: JobProfile,
  candidate: CandidateProfile,
): AgendaAdaptation {
  const { minDuration: min, maxDuration: max } = input;
  const notes: string[] = [];
  const entries = startingEntries(input, notes);
  addCandidateQuestions(entries, job, candidate, input.resumeText ? 'resume' : 'LinkedIn profile');
  addRequirements(entries, job);
  markFocus(entries, readFocus(input.interviewExpectations), notes);
  fitToRange(entries, min, max, notes);
  return { items: entries.map((e) => toItem(e, min, max)), notes };
}

function startingEntries(input: QuickCreateTaskInput, notes: string[]): Entry[] {
  const { items, name } = input.agendaTemplate;
  if (items.length) {
    notes.push(`Adapted the agenda ${name ? `“${name}”` : 'you wrote'} to the role and the time`);
    const seen = new Set<string>();
    return items.map((item) => {
      const key = item.title.trim().toLowerCase();
      const duplicate = seen.has(key);
      seen.add(key);
      const description = item.description ?? '';
      return {
        title: item.title,
        description,
        minutes: item.duration,
        origin: { description, duration: item.duration },
        reasons: [],
        ...(duplicate ? { removed: 'The template lists this item twice' } : {}),
      };
    });
  }
  const draft = draftAgenda({
    jobDescription: input.jobDescription,
    generationPrompt: input.interviewExpectations,
    interviewType: input.interviewType,
    timeRangeMin: input.minDuration,
    timeRangeMax: input.maxDuration,
  });
  notes.push(`No agenda template was chosen: drafted a ${input.interviewType.toLowerCase()} agenda`);
  const reason = `Drafted for a ${input.interviewType.toLowerCase()} for ${input.jobRole}`;
  return draft.items.map((item) => ({
    title: item.title,
    description: item.description ?? '',
    minutes: item.duration,
    reasons: [],
    addedReason: reason,
  }));
}

const active = (entries: Entry[]) => entries.filter((e) => !e.removed);

/** Up to two questions about the candidate's technical skills, those the job asks for first. */
function addCandidateQuestions(
  entries: Entry[],
  job: JobProfile,
  candidate: CandidateProfile,
  source: string,
) {
  const wanted = new Set(job.skills.map((s) => s.label));
  const technical = candidate.skills.filter((s) => s.kind !== 'soft');
  const picked = [
    ...technical.filter((s) => wanted.has(s.label)),
    ...technical.filter((s) => !wanted.has(s.label)),
  ].slice(0, 2);
  if (!picked.length) return;
  const names = listWords(picked.map((s) => s.label));
  const questions = picked.map((s) => `Ask: ${skillQuestion(s).text}`);
  const target = BACKGROUND.map((pattern) => active(entries).find((e) => pattern.test(e.title))).find(
    Boolean,
  );
  if (target) {
    target.description = [target.description, ...questions].filter(Boolean).join('\n');
    target.reasons.push(`Added questions about ${names} from the candidate’s ${source}`);
    return;
  }
  const overlap = picked.some((s) => wanted.has(s.label)) ? ', which the job also asks for' : '';
  entries.splice(Math.min(1, entries.length), 0, {
    title: `Resume deep dive: ${names}`,
    description: questions.join('\n'),
    minutes: ADDED_MINUTES,
    reasons: [],
    addedReason: `The candidate’s ${source} mentions ${names}${overlap}: questions to check the depth`,
  });
}

/** An item for the job's technical skills that no agenda item mentions yet. */
function addRequirements(entries: Entry[], job: JobProfile) {
  const text = active(entries)
    .map((e) => `${e.title}\n${e.description}`)
    .join('\n')
    .toLowerCase();
  const uncovered = job.skills.filter(
    (s: Skill) => s.kind !== 'soft' && !text.includes(s.label.toLowerCase()),
  );
  if (!uncovered.length) return;
  const names = listWords(uncovered.slice(0, 3).map((s) => s.label));
  const checks = job.requirements.slice(0, 3).map((r) => `- ${r}`);
  const closing = entries.findIndex((e, i) => i > 0 && !e.removed && CLOSING.test(e.title));
  entries.splice(closing > 0 ? closing : entries.length, 0, {
    title: `Role requirements: ${names}`,
    description: checks.length ? `Check:\n${checks.join('\n')}` : `Ask for concrete examples with ${names}.`,
    minutes: ADDED_MINUTES,
    reasons: [],
    addedReason: `The job description asks for ${names}, which no agenda item covers`,
  });
}

/**
 * The items the expectations ask to probe: marked so they are neither cut nor shortened; a topic
 * no item is about gets an item of its own, before the closing one.
 */
function markFocus(entries: Entry[], focus: Focus[], notes: string[]) {
  for (const topic of focus) {
    const matching = active(entries).filter((e) => aboutFocus(`${e.title}. ${e.description}`, topic));
    for (const e of matching) {
      e.focus ??= topic.text;
    }
    if (matching.length) continue;
    const closing = entries.findIndex((e, i) => i > 0 && !e.removed && CLOSING.test(e.title));
    entries.splice(closing > 0 ? closing : entries.length, 0, {
      title: `Probe: ${topic.text}`,
      description: 'From your expectations: ask for a specific example and follow up on the details.',
      minutes: ADDED_MINUTES,
      reasons: [],
      addedReason: 'Your interview expectations ask to probe this',
      focus: topic.text,
    });
  }
  const probed = active(entries).filter((e) => e.focus).length;
  if (probed)
    notes.push(
      `${probed} agenda item${probed === 1 ? '' : 's'} kept in full for what your expectations ask to probe`,
    );
}

/** Minutes for the items: the total `target`, items to probe keeping at least their minutes. */
function allocate(list: Entry[], target: number): number[] {
  const protectedMinutes = list.reduce((n, e) => n + (e.focus ? e.minutes : 0), 0);
  const others = list.filter((e) => !e.focus);
  const rest = target - protectedMinutes;
  const growing = target >= list.reduce((n, e) => n + e.minutes, 0);
  if (growing || others.length === 0 || rest < others.length) {
    // Shares by weight, items to probe counting double: they gain the most, or lose the least.
    return allocateMinutes(
      list.map((e) => e.minutes * (e.focus ? 2 : 1)),
      target,
    );
  }
  const shares = allocateMinutes(
    others.map((e) => e.minutes),
    rest,
  );
  let next = 0;
  return list.map((e) => (e.focus ? e.minutes : (shares[next++] ?? 1)));
}

/** Keeps about one item per 3 minutes, then scales the minutes when the total is out of range. */
function fitToRange(entries: Entry[], min: number, max: number, notes: string[]) {
  const range = `${min}–${max} minutes`;
  const sum = () => active(entries).reduce((n, e) => n + e.minutes, 0);
  const before = sum();
  const room = Math.max(2, Math.floor(clampMinutes(before, min, max) / 3));
  while (active(entries).length > room) {
    const middle = active(entries).slice(1, -1);
    // The shortest template item goes first (the later one on ties); then added items, last first.
    const victim = middle
      .filter((e) => e.origin && !e.focus)
      .reduce<Entry | undefined>((low, e) => (!low || e.minutes <= low.minutes ? e : low), undefined);
    if (victim) victim.removed = `Removed so the agenda fits ${range}`;
    else {
      const added = middle.filter((e) => !e.focus).at(-1);
      if (!added) break;
      entries.splice(entries.indexOf(added), 1);
      notes.push(`Left out “${added.title}”: no room in ${range}`);
    }
  }
  const desired = sum();
  const target = clampMinutes(desired, min, max);
  if (desired !== target) {
    const list = active(entries);
    const minutes = allocate(list, target);
    list.forEach((e, i) => {
      e.minutes = minutes[i] ?? 1;
    });
    notes.push(`Agenda scaled from ${desired} to ${target} minutes to fit ${range}`);
  } else notes.push(`Agenda totals ${target} minutes, within ${range}`);
}

function toItem(entry: Entry, min: number, max: number): DraftItem {
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
