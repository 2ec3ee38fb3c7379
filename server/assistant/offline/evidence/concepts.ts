import type { Concept } from './concept.ts';
import { CLINICAL_CONCEPTS } from './concepts-clinical.ts';
import { COMMERCIAL_CONCEPTS } from './concepts-commercial.ts';
import { PEOPLE_CONCEPTS } from './concepts-people.ts';
import { TECHNICAL_CONCEPTS } from './concepts-technical.ts';
import { type PhraseIndex, phraseIndex } from './phrases.ts';

export const CONCEPTS: Concept[] = [
  ...PEOPLE_CONCEPTS,
  ...CLINICAL_CONCEPTS,
  ...COMMERCIAL_CONCEPTS,
  ...TECHNICAL_CONCEPTS,
];

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));

/** What a phrase found in a text stands for. */
export type Hit = { concept: string; weak: boolean };

let namesIndex: PhraseIndex<Hit> | undefined;
let cuesIndex: PhraseIndex<Hit> | undefined;

/** The concepts' names: what a criterion asks for. */
export function namesPhrases(): PhraseIndex<Hit> {
  namesIndex ??= phraseIndex(
    CONCEPTS.flatMap((c) => c.names.map((n): [string, Hit] => [n, { concept: c.id, weak: false }])),
  );
  return namesIndex;
}

/**
 * Names and cues together: what an answer shows. A name alone is a weak cue ("care", "data" are
 * said in passing); listed as a cue it counts fully.
 */
export function cuePhrases(): PhraseIndex<Hit> {
  cuesIndex ??= phraseIndex(
    CONCEPTS.flatMap((c) => {
      const byPhrase = new Map<string, Hit>(c.names.map((n) => [n, { concept: c.id, weak: true }]));
      for (const cue of c.cues) {
        const weak = cue.startsWith('~');
        byPhrase.set(weak ? cue.slice(1) : cue, { concept: c.id, weak });
      }
      return [...byPhrase];
    }),
  );
  return cuesIndex;
}
