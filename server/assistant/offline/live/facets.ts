import type { Word } from '#server/assistant/nlp/nlp.ts';
import type { Facet } from './bank.ts';
import { isI } from './word-kinds.ts';

/** Lemmas (or short lemma phrases) by which an answer gives each facet. */
const SIGNS: Record<Exclude<Facet, 'detail' | 'own-part'>, string[]> = {
  result: [
    'result',
    'outcome',
    'reduce',
    'cut',
    'increase',
    'grow',
    'save',
    'drop',
    'improve',
    'win',
    'sign',
    'resolve',
    'fix',
    'recover',
    'settle',
    'lose',
    'exceed',
    'beat',
    'ship',
    'launch',
    'deliver',
    'land',
    'discharge',
    'thank',
    'stop',
    'work',
    'succeed',
    'end up',
    'in the end',
  ],
  reasoning: [
    'because',
    'reason',
    'decide',
    'choose',
    'rather',
    'instead',
    'trade off',
    'tradeoff',
    'alternative',
    'option',
    'weigh',
    'prefer',
    'so that',
    'why',
    'cost',
    'worth',
    'policy',
    'would have',
  ],
  obstacle: [
    'problem',
    'challenge',
    'difficult',
    'hard',
    'fail',
    'issue',
    'pushback',
    'push back',
    'disagree',
    'conflict',
    'mistake',
    'wrong',
    'outage',
    'complaint',
    'angry',
    'upset',
    'miss',
    'slip',
    'break',
    'late',
    'delay',
    'risk',
    'burn',
    'worst',
    'leave',
  ],
  lesson: [
    'learn',
    'lesson',
    'differently',
    'next time',
    'since then',
    'realise',
    'realize',
    'teach',
    'now i',
    'look back',
    'in hindsight',
    'afterwards',
    'postmortem',
    'from then on',
  ],
  people: [
    'team',
    'colleague',
    'manager',
    'customer',
    'client',
    'patient',
    'family',
    'relative',
    'buyer',
    'stakeholder',
    'director',
    'vp',
    'cfo',
    'ceo',
    'doctor',
    'registrar',
    'consultant',
    'engineer',
    'partner',
    'rep',
    'sdr',
    'assistant',
    'son',
    'daughter',
    'mum',
    'lead',
    'supervisor',
    'user',
    'she',
    'he',
    'they',
    'her',
    'him',
    'them',
    'operation',
    'finance',
    'provider',
  ],
};

const PHRASES = Object.entries(SIGNS).map(([facet, list]) => ({
  facet: facet as Facet,
  phrases: list.map((p) => p.split(' ')),
}));

/**
 * The facets an answer already gives, so that no probe asks for them again: figures are a
 * result, "because" a reason, "since then" a lesson. The candidate's own part is read from who
 * acts (answer-reading.ts).
 */
export function facetsGiven(words: Word[], figures: boolean): Set<Facet> {
  const lemmas = words.map((w) => w.lemma);
  const given = new Set<Facet>();
  if (figures) given.add('result');
  for (const { facet, phrases } of PHRASES) {
    const found = phrases.some((p) => lemmas.some((_, i) => p.every((part, k) => lemmas[i + k] === part)));
    if (found) given.add(facet);
  }
  if (words.some(isI)) given.add('own-part');
  return given;
}
