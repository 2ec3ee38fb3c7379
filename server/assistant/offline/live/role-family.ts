import { lemmas } from '#server/assistant/nlp/nlp.ts';

export type RoleFamily =
  | 'engineering'
  | 'sales'
  | 'support'
  | 'healthcare'
  | 'operations'
  | 'design-product'
  | 'general';

/** Words (lemmas, or two lemmas) that place a job in a family. */
const FAMILY_WORDS: Record<Exclude<RoleFamily, 'general'>, string> = {
  engineering:
    'engineer engineering developer software backend back-end frontend front-end full-stack fullstack programmer devops sre api microservice database sql postgresql kafka kubernetes typescript javascript python java golang code coding codebase deploy deployment infrastructure|data analyst|data scientist|data engineer|machine learning|system design|site reliability|technical screen|coding screen',
  sales:
    'sales salesperson quota arr prospect prospecting sdr bdr territory commission crm salesforce upsell|account executive|account manager|business development|new business|sales cycle|deal size',
  support:
    'support helpdesk ticket csat zendesk sla|customer support|customer service|customer success|service desk|support agent|support lead|contact centre|contact center|call centre|call center|technical support',
  healthcare:
    'nurse nursing patient clinical clinician hospital ward physician doctor therapist pharmacist pharmacy midwife paramedic rn lpn icu sepsis medication healthcare carer caregiver dental medical|care home|acute care|registered nurse|health care',
  operations:
    'warehouse logistics inventory forklift fulfilment fulfillment distribution dispatch picking shipping procurement manufacturing plant|supply chain|operations supervisor|operations manager|shift supervisor|shift lead|production line|health and safety',
  'design-product':
    'designer ux ui usability wireframe prototype figma persona|product designer|product manager|product owner|user research|ux researcher|interaction design|visual design|design system|product design',
};

/** Each entry: the lemmas of the word or phrase, and its family. */
const ENTRIES = Object.entries(FAMILY_WORDS).flatMap(([family, spec]) => {
  const [singles = '', ...phrases] = spec.split('|');
  return [...singles.split(' ').filter(Boolean), ...phrases].map((words) => ({
    words: words.replaceAll('-', ' ').split(' '),
    family: family as RoleFamily,
  }));
});

function score(text: string | undefined, weight: number, scores: Map<RoleFamily, number>): void {
  if (!text?.trim()) return;
  const said = lemmas(text.replaceAll('-', ' '));
  for (const { words, family } of ENTRIES) {
    const hits = said.filter((_, i) => words.every((w, k) => said[i + k] === w)).length;
    if (hits) scores.set(family, (scores.get(family) ?? 0) + weight * Math.min(hits, 3) * words.length);
  }
}

export type JobSources = {
  /** The job opening's title, the interview's title (template, Quick Create). */
  titles: (string | undefined)[];
  /** Job description and requirements, agenda items, scorecard criteria. */
  texts: (string | undefined)[];
};

/**
 * The role family a job belongs to, from its titles first (they name the role) and then what the
 * job, agenda and scorecard talk about. A job no family claims clearly is `general`.
 */
export function roleFamily({ titles, texts }: JobSources): RoleFamily {
  const scores = new Map<RoleFamily, number>();
  for (const title of titles) score(title, 4, scores);
  for (const text of texts) score(text, 1, scores);
  const [best, second] = [...scores].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 3) return 'general';
  if (second && second[1] * 1.5 > best[1] && best[1] < 8) return 'general';
  return best[0];
}
