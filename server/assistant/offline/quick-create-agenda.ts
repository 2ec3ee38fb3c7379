import { type DraftItem, listWords } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import { draftAgenda } from './agenda-draft.ts';
import type { CandidateProfile } from './candidate-profile.ts';
import { skillQuestion } from './question-bank.ts';
import { type AgendaEntry, activeEntries, toAgendaItem } from './quick-create-agenda-entry.ts';
import { fitToRange } from './quick-create-agenda-fit.ts';
import { aboutFocus, type Focus, readFocus } from './quick-create-focus.ts';
import type { Skill } from './tech-terms.ts';
import type { JobProfile } from './text-extraction.ts';

const ADDED_MINUTES = 5;
const CLOSING = /question|wrap|clos|next step|q&a/i;
const BACKGROUND = [/background|experience|resume|career|walk ?through/i, /introduc/i];

/** Where an added item goes: before the closing item (questions, wrap-up), else last. */
function beforeClosing(entries: AgendaEntry[]): number {
  const closing = entries.findIndex((e, i) => i > 0 && !e.removed && CLOSING.test(e.title));
  return closing > 0 ? closing : entries.length;
}

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
  return { items: entries.map((e) => toAgendaItem(e, min, max)), notes };
}

function startingEntries(input: QuickCreateTaskInput, notes: string[]): AgendaEntry[] {
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

/** Up to two questions about the candidate's technical skills, those the job asks for first. */
function addCandidateQuestions(
  entries: AgendaEntry[],
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
  const target = BACKGROUND.map((pattern) => activeEntries(entries).find((e) => pattern.test(e.title))).find(
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
function addRequirements(entries: AgendaEntry[], job: JobProfile) {
  const text = activeEntries(entries)
    .map((e) => `${e.title}\n${e.description}`)
    .join('\n')
    .toLowerCase();
  const uncovered = job.skills.filter(
    (s: Skill) => s.kind !== 'soft' && !text.includes(s.label.toLowerCase()),
  );
  if (!uncovered.length) return;
  const names = listWords(uncovered.slice(0, 3).map((s) => s.label));
  const checks = job.requirements.slice(0, 3).map((r) => `- ${r}`);
  entries.splice(beforeClosing(entries), 0, {
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
function markFocus(entries: AgendaEntry[], focus: Focus[], notes: string[]) {
  for (const topic of focus) {
    const matching = activeEntries(entries).filter((e) => aboutFocus(`${e.title}. ${e.description}`, topic));
    for (const e of matching) {
      e.focus ??= topic.text;
    }
    if (matching.length) continue;
    entries.splice(beforeClosing(entries), 0, {
      title: `Probe: ${topic.text}`,
      description: 'From your expectations: ask for a specific example and follow up on the details.',
      minutes: ADDED_MINUTES,
      reasons: [],
      addedReason: 'Your interview expectations ask to probe this',
      focus: topic.text,
    });
  }
  const probed = activeEntries(entries).filter((e) => e.focus).length;
  if (probed)
    notes.push(
      `${probed} agenda item${probed === 1 ? '' : 's'} kept in full for what your expectations ask to probe`,
    );
}
