import type { StyleExample } from '#contracts/assistant.ts';
import type { SampleFeedbackCategory } from '#contracts/sample-feedbacks.ts';
import { lemmas } from './nlp/nlp.ts';
import type { InterviewKind } from './offline/interview-types.ts';
import type { RoleFamily } from './offline/live/role-family.ts';

/** Sample feedbacks a decision is shown: the closest two. */
export const STYLE_EXAMPLES_USED = 2;

/** Which categories of sample feedback fit an interview best, best first. */
function categoriesFor(family: RoleFamily, kind: InterviewKind): SampleFeedbackCategory[] {
  if (kind === 'coding-screen' || kind === 'coding-onsite' || kind === 'system-design')
    return ['technical', 'general', 'communication', 'behavioral'];
  if (kind === 'values') return ['behavioral', 'communication', 'general', 'technical'];
  if (family === 'engineering' || family === 'design-product')
    return ['technical', 'general', 'behavioral', 'communication'];
  if (family === 'support') return ['communication', 'behavioral', 'general', 'technical'];
  if (family === 'general') return ['general', 'behavioral', 'communication', 'technical'];
  return ['behavioral', 'communication', 'general', 'technical'];
}

const IGNORED = new Set(
  'the a an of and or for with to in on at interview feedback sample candidate role'.split(' '),
);
const words = (text: string) =>
  new Set(lemmas(text.replaceAll('-', ' ')).filter((w) => w.length > 2 && !IGNORED.has(w)));

export type StyleContext = { family: RoleFamily; kind: InterviewKind; role: string };

/**
 * The sample feedbacks closest to this interview: the category that fits its kind and role family
 * first, then titles and tags naming the role or its family ("nurse", "sales", "healthcare");
 * the most recent wins a tie. The first one chosen sets the decision's layout.
 */
export function chooseStyleExamples(examples: StyleExample[], context: StyleContext): StyleExample[] {
  if (examples.length <= 1) return examples;
  const order = categoriesFor(context.family, context.kind);
  const role = words(`${context.role} ${context.family.replace('-', ' ')}`);
  const scored = examples.map((example, index) => {
    const category = order.indexOf((example.category ?? 'general') as SampleFeedbackCategory);
    const named = words([example.title, ...(example.tags ?? [])].join(' '));
    const overlap = [...named].filter((w) => role.has(w)).length;
    return { example, index, score: overlap * 3 + (category < 0 ? 0 : order.length - category) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, STYLE_EXAMPLES_USED)
    .map((s) => s.example);
}
