import type { ComplianceCategory } from '#contracts/compliance.ts';
import { roleFromTitle } from '#server/assistant/job/role-title.ts';
import { type GuardContext, type JobFacts, jobFacts } from './job-facts.ts';

type Reword = (facts: JobFacts, context: GuardContext, asked: string) => string;

/** The job's own title; an interview's title ("Technical screen: Nurse") names its role, never itself. */
const roleOf = (context: GuardContext) =>
  context.role && /[:|—–]|\s-\s/.test(context.role) ? roleFromTitle(context.role) : context.role;
const theRole = (context: GuardContext) => {
  const role = roleOf(context);
  return role ? `the ${role} role` : 'this role';
};

/** What the question was probably after: whether the candidate can keep the job's hours. */
const schedule: Reword = (facts, context) => {
  if (facts.schedule) return `This role has ${facts.schedule} — can you meet that schedule?`;
  if (facts.travelPercent)
    return `This role involves travel about ${facts.travelPercent}% of the time — can you meet that?`;
  return `Can you meet the hours and any travel ${theRole(context)} requires?`;
};

/** Nothing job-related hides behind the question: back to the interview's own subject, or the job's first duty. */
const backToTheJob: Reword = (facts, context) => {
  if (context.agendaItem)
    return `Coming back to ${context.agendaItem.toLowerCase()}: can you give me an example from your own work?`;
  if (facts.duty)
    return `${roleOf(context) ? `In ${theRole(context)} you would ${facts.duty}` : `This role would have you ${facts.duty}`} — can you give me an example from your own work of how you have done that?`;
  return `Can you give me an example from your own work that shows how you would do ${theRole(context)}?`;
};

/** The lawful question about health: the essential duties, with or without accommodation. */
const duties: Reword = (facts, context, asked) => {
  if (/\b(?:sick|absence|absent|days? off)\b/i.test(asked))
    return facts.schedule
      ? `This role has ${facts.schedule} — can you meet that schedule reliably?`
      : `Can you meet the attendance ${theRole(context)} requires?`;
  const duty = facts.physicalDuty ? `, including ${facts.physicalDuty},` : '';
  return `Can you perform the essential duties of ${theRole(context)}${duty} with or without reasonable accommodation?`;
};

const REWORDINGS: Record<ComplianceCategory, Reword> = {
  age: (facts, context) =>
    facts.minimumAge
      ? `This role requires being at least ${facts.minimumAge} — are you ${facts.minimumAge} or older?`
      : `What experience has prepared you for ${theRole(context)}?`,
  'marital-status': schedule,
  pregnancy: schedule,
  children: schedule,
  religion: schedule,
  'national-origin': (facts, _context, asked) =>
    facts.language && /\b(?:language|english|accent|speak|tongue)\b/i.test(asked)
      ? `This role needs fluent ${facts.language} — how comfortable are you working in ${facts.language}?`
      : `Are you legally authorized to work in ${facts.country}, and will you need visa sponsorship?`,
  race: backToTheJob,
  'disability-health': duties,
  'sexual-orientation': backToTheJob,
  'gender-identity': backToTheJob,
  'arrest-record': (facts, context) =>
    facts.backgroundCheck
      ? 'This role requires a background check after an offer, as the law allows — do you have any questions about that process?'
      : backToTheJob(facts, context, ''),
  'salary-history': (_facts, context) =>
    context.salaryRange
      ? `The range for this role is ${context.salaryRange} — does that work for you?`
      : 'What are your salary expectations for this role?',
  'military-discharge': (_facts, context) =>
    `What skills or experience from your military service apply to ${theRole(context)}?`,
  'genetic-information': duties,
};

/** A job-related question to ask instead of `asked`, in the job's own terms where it gives them. */
export function rewordingFor(
  category: ComplianceCategory,
  asked: string,
  context: GuardContext = {},
): string {
  return REWORDINGS[category](jobFacts(context), context, asked);
}
