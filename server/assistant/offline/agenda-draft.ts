import {
  type AgendaDraft,
  type AgendaItemDraft,
  formatAgendaContent,
  type GenerateAgendaInput,
  OFFLINE_NOTICE,
  type ScorecardSection,
} from '#contracts/assistant.ts';
import { agendaTarget, allocateMinutes } from '../agenda-timing.ts';
import { parseScorecardText } from '../draft-content.ts';
import { type InterviewKind, interviewKind } from './interview-types.ts';
import { KIND_AGENDA } from './kind-profiles.ts';
import { QUESTION_BANK, skillQuestion } from './question-bank.ts';
import type { Skill } from './tech-terms.ts';
import { analyseJob, type JobProfile } from './text-extraction.ts';

/** `priority`: 0 is kept longest when a short agenda has room for few items. */
type Planned = { title: string; weight: number; priority: number; description?: string };

/** An agenda for the interview type whose total lands in the middle of the requested range. */
export function draftAgenda(input: GenerateAgendaInput): Omit<AgendaDraft, 'model'> {
  const scorecardText = input.scorecardContent ?? input.existingScorecardRef;
  const kind = interviewKind(input.interviewType, input.generationPrompt, scorecardText);
  const profile = analyseJob(input.jobDescription, input.generationPrompt);
  const target = agendaTarget(input.timeRangeMin, input.timeRangeMax);
  const planned = keepWithin(plan(kind, profile, parseScorecardText(scorecardText)), target);
  const minutes = allocateMinutes(
    planned.map((p) => p.weight),
    target,
  );
  const items: AgendaItemDraft[] = planned.map((p, i) => ({
    title: p.title,
    duration: minutes[i] ?? 1,
    ...(p.description ? { description: p.description } : {}),
  }));
  return { content: formatAgendaContent(items), items, totalMinutes: target, notice: OFFLINE_NOTICE };
}

function plan(kind: InterviewKind, job: JobProfile, scorecard: ScorecardSection[]): Planned[] {
  const blocks = KIND_AGENDA[kind];
  const heaviest = Math.max(...blocks.map((b) => b.weight));
  const main = blocks.map((block) => ({
    title: block.title,
    weight: block.weight,
    priority: block.weight === heaviest ? 0 : 2,
    description: fromDuties(block.topics, job.responsibilities) ?? suggestion(kind, block.topics),
  }));
  const covered = new Set(blocks.map((b) => b.title.toLowerCase()));
  return [
    {
      title: 'Introductions',
      weight: 1,
      priority: 1,
      description: 'Introduce yourself and the plan for the interview.',
    },
    ...main,
    ...topicItems(job.skills, scorecard, covered),
    {
      title: 'Candidate questions',
      weight: 1.5,
      priority: 2,
      description: 'Answer the candidate’s questions about the role, the team and the process.',
    },
    {
      title: 'Wrap-up and next steps',
      weight: 0.5,
      priority: 1,
      description: 'Explain the next steps and timeline.',
    },
  ];
}

/** Up to two extra items: scorecard sections not covered yet, or else the job's technical skills. */
function topicItems(skills: Skill[], scorecard: ScorecardSection[], covered: Set<string>): Planned[] {
  const sections = scorecard.filter((s) => s.criteria.length && !covered.has(s.title.toLowerCase()));
  if (sections.length)
    return sections.slice(0, 2).map((s) => ({
      title: s.title,
      weight: 1.5,
      priority: 3,
      description: `Look for: ${s.criteria.slice(0, 3).join('; ')}`,
    }));
  const technical = skills.filter((s) => s.kind !== 'soft').slice(0, 3);
  const first = technical[0];
  if (!first) return [];
  const names = technical.map((s) => s.label);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : first.label;
  return [
    { title: `Experience with ${list}`, weight: 2, priority: 3, description: skillQuestion(first).text },
  ];
}

/** The block's first topic the bank has a question for, in the block's order ("motivation" before "communication"). */
function suggestion(kind: InterviewKind, topics: string[]): string | undefined {
  const question = topics.flatMap((topic) => QUESTION_BANK[kind].filter((q) => q.topic === topic))[0];
  return question ? `Ask: ${question.text}` : undefined;
}

/** "Lead a night shift of 20 pickers" → "lead a night shift of 20 pickers". */
const duty = (line: string) => line.charAt(0).toLowerCase() + line.slice(1).replace(/[.;]+$/, '');

/**
 * The job's own duties in place of the bank's questions, when the job lists them: the
 * candidate's background is asked against the first, and the skills block asks for a recent
 * example of the next ones — a warehouse lead and a school counsellor get different agendas.
 */
function fromDuties(topics: string[], duties: string[]): string | undefined {
  const [first, ...rest] = duties;
  if (!first) return undefined;
  if (topics.includes('experience'))
    return `Ask: Walk me through your current role and what you do day to day. When did you last ${duty(first)}?`;
  if (topics.includes('skills') && rest.length)
    return `Ask for a recent example of each, step by step: ${rest.slice(0, 3).map(duty).join('; ')}.`;
  return undefined;
}

/** Drops the least important items (latest first) until every item can have a few minutes. */
function keepWithin(planned: Planned[], target: number): Planned[] {
  const room = Math.max(1, Math.floor(target / 4));
  const dropOrder = planned
    .map((p, index) => ({ index, priority: p.priority }))
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .slice(0, Math.max(0, planned.length - room))
    .map((d) => d.index);
  return planned.filter((_, i) => !dropOrder.includes(i));
}
