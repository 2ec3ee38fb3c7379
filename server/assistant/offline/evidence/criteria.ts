import { analyse, type Word } from '#server/assistant/nlp/nlp.ts';
import { findSkills } from '../tech-terms.ts';
import { conceptById, cuePhrases, namesPhrases } from './concepts.ts';
import { findPhrases, slotsOf } from './phrases.ts';

/** A scorecard criterion as the evidence matcher reads it. */
export type CriterionInput = { id: string; title: string; parentTitle?: string | null; guidance?: string };

/** What a criterion asks for: the competencies it names, its own specific words, the technologies it names. */
export type CriterionProfile = {
  id: string;
  title: string;
  /** Concept ids, strongest first. */
  concepts: string[];
  /** How many of them the criterion names outright (not only through a cue word). */
  named: number;
  /** Specific words of the title and guidance (lemmas), never generic ones like "team" or "example". */
  keywords: Set<string>;
  /** Technologies the criterion names; when present, another technology is not evidence for it. */
  skills: string[];
};

/**
 * Words that say nothing about what a criterion measures: the people and places every answer
 * mentions, and the words of interviewing guidance itself ("ask for a concrete example").
 */
const GENERIC = new Set(
  'team engineer developer people person patient customer client user colleague manager staff company business organization product project work job role thing time day year experience candidate example evidence ability able skill knowledge good great strong clear concrete specific relevant ask probe look listen check note want expect show demonstrate describe explain tell talk share give make use take get provide ensure level understanding understand level approach way well high quality effective effectively appropriate appropriately various other new key main core general overall own non'.split(
    ' ',
  ),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

function keywordsOf(words: Word[]): string[] {
  return words
    .filter((w) => CONTENT_POS.has(w.pos) && w.type === 'word' && w.lemma.length > 2)
    .flatMap((w) => w.lemma.split(/[-–/]/))
    .filter((k) => k.length > 2 && !GENERIC.has(k) && !GENERIC.has(k.replace(/s$/, '')));
}

/**
 * Reads a criterion: the concepts named by its title or guidance (or by its parent section's
 * title), and its specific words. "Communicates trade-offs to non-engineers" asks for
 * communication, stakeholders and trade-offs, so "a team of six engineers" is no evidence for it.
 */
export function profileCriterion(criterion: CriterionInput): CriterionProfile {
  const key = `${criterion.parentTitle ?? ''}\u0000${criterion.title}\u0000${criterion.guidance ?? ''}`;
  const known = profiles.get(key);
  if (known) return { ...known, id: criterion.id };
  const profile = readCriterion(criterion);
  if (profiles.size >= PROFILES_KEPT) profiles.delete(profiles.keys().next().value ?? '');
  profiles.set(key, profile);
  return profile;
}

/**
 * Criteria read before, by their words: a live pass reads every section of the scorecard after
 * each turn, and a criterion's words rarely change during an interview.
 */
const profiles = new Map<string, CriterionProfile>();
const PROFILES_KEPT = 2_000;

function readCriterion(criterion: CriterionInput): CriterionProfile {
  const own = analyse([criterion.title, criterion.guidance ?? ''].filter(Boolean).join('. '));
  const ownWords = own.flatMap((s) => s.words);
  const ownSlots = slotsOf(ownWords);
  const parentSlots = criterion.parentTitle
    ? slotsOf(analyse(criterion.parentTitle).flatMap((s) => s.words))
    : [];
  const weight = new Map<string, number>();
  const add = (id: string, w: number) => weight.set(id, (weight.get(id) ?? 0) + w);
  for (const { value } of findPhrases(ownSlots, namesPhrases())) add(value.concept, 3);
  for (const { value } of findPhrases(ownSlots, cuePhrases())) add(value.concept, value.weak ? 0 : 1);
  for (const { value } of findPhrases(parentSlots, namesPhrases())) add(value.concept, 1);
  const text = `${criterion.title} ${criterion.guidance ?? ''}`;
  const skills = findSkills(text)
    .filter((s) => s.kind !== 'soft')
    .map((s) => s.label);
  if (skills.length) add('technical', 3);
  const ranked = [...weight].filter(([id, w]) => w > 0 && conceptById.has(id)).sort((a, b) => b[1] - a[1]);
  return {
    id: criterion.id,
    title: criterion.title,
    concepts: ranked.map(([id]) => id),
    named: ranked.filter(([, w]) => w >= 3).length,
    keywords: new Set(keywordsOf(ownWords)),
    skills,
  };
}
