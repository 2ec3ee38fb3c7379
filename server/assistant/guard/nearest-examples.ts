import { ComplianceCategory as Categories, type ComplianceCategory } from '#contracts/compliance.ts';
import type { Word } from '#server/assistant/nlp/nlp.ts';
import { analyse } from '#server/assistant/nlp/nlp.ts';
import { cosine, meanVector } from '#server/assistant/nlp/word-vectors.ts';
import EXAMPLES from './labelled-examples.json' with { type: 'json' };

/**
 * Labelled interviewer questions (risky ones with their topic, lawful look-alikes with none),
 * read by meaning: a sentence is compared with each example through the mean of its content
 * words' vectors, and its nearest examples vote.
 */
type Example = { text: string; category: ComplianceCategory | null; vector: Float32Array };

/** Words that carry no topic: auxiliaries, pronouns, fillers, the verbs of asking. */
const LIGHT = new Set(
  'be have do get go make say tell ask know think mean want like just really actually maybe ok okay so well um uh yeah right sorry quick thing bit lot kind sort way something anything everything one time'.split(
    ' ',
  ),
);
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV']);

export const contentWords = (words: readonly Word[]): string[] =>
  words
    .filter((w) => w.type === 'word' && CONTENT.has(w.pos) && !LIGHT.has(w.lemma))
    .flatMap((w) => [w.lemma]);

/** The content words as said (lower case), for comparing with plain seed words. */
export const contentForms = (words: readonly Word[]): string[] =>
  words.filter((w) => w.type === 'word' && CONTENT.has(w.pos) && !LIGHT.has(w.lemma)).map((w) => w.normal);

let bank: Example[] | undefined;

function examples(): Example[] {
  if (!bank) {
    bank = (EXAMPLES as [string, string][]).flatMap(([text, label]) => {
      const vector = meanVector(contentWords(analyse(text).flatMap((s) => s.words)));
      const category = label ? Categories.parse(label) : null;
      return vector ? [{ text, category, vector }] : [];
    });
  }
  return bank;
}

export type Neighbours = {
  /** The topic the nearest examples vote for; null when lawful examples win. */
  category: ComplianceCategory | null;
  /** Similarity of the nearest example of the winning label. */
  similarity: number;
  /** The winning label's share of the vote. */
  share: number;
};

const K = 5;

/** The vote of the examples nearest to a sentence's words; `leaveOut` skips one example (measurement). */
export function nearestExamples(words: readonly Word[], leaveOut?: string): Neighbours | undefined {
  const vector = meanVector(contentWords(words));
  if (!vector) return undefined;
  const scored = examples()
    .filter((e) => e.text !== leaveOut)
    .map((e) => ({ e, sim: cosine(vector, e.vector) }))
    .sort((a, b) => b.sim - a.sim)
    .slice(0, K);
  const votes = new Map<ComplianceCategory | null, number>();
  let total = 0;
  for (const { e, sim } of scored) {
    const weight = Math.max(0, sim) ** 4;
    votes.set(e.category, (votes.get(e.category) ?? 0) + weight);
    total += weight;
  }
  const [winner] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!winner || total === 0) return undefined;
  const best = scored.find((s) => s.e.category === winner[0]);
  return { category: winner[0], similarity: best?.sim ?? 0, share: winner[1] / total };
}
