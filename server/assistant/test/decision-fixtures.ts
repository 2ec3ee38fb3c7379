import { scorecardFromText } from '#server/interviews/sessions/template-items.ts';
import type { Interview } from '../../../bench/assistant-quality/interview.ts';
import type { DecisionCriterion, DecisionInput, DecisionTurn } from '../tasks/decision-input.ts';

type Line = [DecisionTurn['speaker'], string];

/** A backend interview: substantial answers with ownership and figures, one hedge, one short answer. */
export const INTERVIEW: Line[] = [
  [
    'interviewer',
    'Thanks for joining. Could you walk me through a project from the last two years that you owned?',
  ],
  [
    'candidate',
    'Sure. At my current company I led the migration of our billing service from MySQL to PostgreSQL. We had about 2,000 merchants on it and the nightly invoicing job was taking four hours.',
  ],
  ['candidate', 'I designed the new schema and we cut the invoicing run to 35 minutes.'],
  [
    'interviewer',
    'How did you make sure nothing was lost during the cutover, given that it was billing data?',
  ],
  [
    'candidate',
    'I built a dual-write path first and compared both databases every night for three weeks. We chose that over a big-bang switch because a billing error costs more than a slower rollout.',
  ],
  ['interviewer', 'What went wrong along the way, and what did you learn from it?'],
  [
    'candidate',
    'The reporting queries broke after the switch because they relied on MySQL collation. We only noticed when finance complained, so now I add the downstream teams to the rollout plan from the start.',
  ],
  ['interviewer', 'Have you run Kafka in production, for example for the invoicing events at that company?'],
  ['candidate', "Not really, I'm not sure."],
  ['interviewer', 'Let us design a rate limiter for a public API. What would you start with?'],
  [
    'candidate',
    'I would start with the constraints: how many requests per second, whether limits are per key or per IP, and how precise they need to be. For most APIs a token bucket in Redis is enough, because it handles bursts and is cheap to check.',
  ],
  ['interviewer', 'And if Redis goes down, what happens to the API?'],
  [
    'candidate',
    'I would fail open for reads with a local in-memory limit as a fallback, since rejecting every request is worse than letting a burst through for a minute. I measured that trade-off once when we had a Redis incident and the local limit kept error rates under 1%.',
  ],
  ['interviewer', 'How do you usually work with product managers when a deadline is at risk?'],
  [
    'candidate',
    'I tell them early and bring two options with what each one costs. Last quarter I mentored a junior engineer through exactly that conversation and we shipped a smaller first version on time.',
  ],
  ['interviewer', 'Do you have any questions for us?'],
  ['candidate', 'Yes, how is on-call organised, and how big is the platform team?'],
];

export const asTurns = (lines: Line[]): DecisionTurn[] =>
  lines.map(([speaker, text], i) => ({
    seq: i + 1,
    speaker,
    text,
    chunkId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    timestamp: new Date(Date.UTC(2026, 2, 2, 10, i)).toISOString(),
  }));

const criterion = (title: string, more: Partial<DecisionCriterion> = {}): DecisionCriterion => ({
  title,
  guidance: '',
  content: '',
  editedByUser: false,
  evidence: [],
  leaf: true,
  ...more,
});

export const DECISION_INPUT: DecisionInput = {
  candidateName: 'Ada Lovelace',
  position: 'Senior Backend Engineer',
  job: { title: 'Senior Backend Engineer', description: 'Payments platform: PostgreSQL, Kafka, on-call.' },
  criteria: [
    criterion('Technical depth', { leaf: false }),
    criterion('Technical depth › Weighs trade-offs in design', {
      content: 'Clear reasoning about consistency and rollout risk; strong on PostgreSQL.',
      editedByUser: true,
    }),
    criterion('Technical depth › Hands-on depth with PostgreSQL'),
    criterion('Technical depth › Designs for reliability and scale'),
    criterion('Communication › Works with product managers and stakeholders', {
      content: '- Speaks to working with stakeholders: “I tell them early and bring two options”',
    }),
    criterion('Leadership › Mentors other engineers'),
  ],
  notes: ['I designed the new schema and we cut the invoicing run to 35 minutes.', 'Asked about on-call.'],
  transcript: asTurns(INTERVIEW),
  agenda: [],
  styleExamples: [],
};

/** Terse yes/no feedback with Pros/Cons headings. */
export const TERSE_STYLE = [
  {
    title: 'Backend screen',
    content: 'Strong yes.\nPros:\n- Split the problem unprompted\nCons:\n- Rushed the tests',
  },
  { title: 'Values', content: 'No.\nPros:\n- Friendly\nCons:\n- Could not name a conflict they resolved' },
];

/** Prose feedback without bullets, verdict last. */
export const PROSE_STYLE = [
  {
    title: 'Narrative',
    content:
      'The candidate spoke clearly about their past work and gave concrete figures when asked. They were less sure on distributed systems, which we should probe next round. Overall I would move forward.',
  },
];

/** A written interview of the quality harness as decision material: its scorecard's criteria, its transcript. */
export function materialOf(interview: Interview, more: Partial<DecisionInput> = {}): DecisionInput {
  const items = scorecardFromText(interview.scorecard);
  const titles = new Map(items.map((i) => [i.itemId, i.title]));
  const parents = new Set(items.map((i) => i.parentItemId));
  return {
    candidateName: `${interview.candidate.firstName} ${interview.candidate.lastName}`,
    position: interview.job.title,
    job: { title: interview.job.title, description: interview.job.description },
    criteria: items.map((i) =>
      criterion(i.parentItemId ? `${titles.get(i.parentItemId)} › ${i.title}` : i.title, {
        leaf: !parents.has(i.itemId),
      }),
    ),
    notes: [],
    transcript: asTurns(interview.turns.map((t) => [t.speaker, t.text])),
    agenda: [],
    styleExamples: [],
    ...more,
  };
}
