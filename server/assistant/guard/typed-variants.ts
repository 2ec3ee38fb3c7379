import type { Example } from './topic-model.ts';

/**
 * Each spoken question as an interviewer might type it as a note to themself ("Are you married?"
 * → "ask if she is married"): lower case, no punctuation, the candidate in the third person, a
 * note's verb before or after it. Trained on beside the questions themselves, the classifier reads
 * hurried notes about the candidate as it reads questions put to them; lawful questions get the
 * same treatment, so notes about the work stay lawful.
 */
const THIRD_PERSON: [RegExp, [string, string]][] = [
  [/\b(?:are|were) you\b/g, ['is he', 'is she']],
  [/\bdo you\b/g, ['does he', 'does she']],
  [/\bdid you\b/g, ['did he', 'did she']],
  [/\bhave you\b/g, ['has he', 'has she']],
  [/\byou(?:'|’)re\b/g, ['hes', 'shes']],
  [/\byou(?:'|’)ve\b/g, ['hes', 'shes']],
  [/\byou(?:'|’)d\b/g, ['hed', 'shed']],
  [/\byou(?:'|’)ll\b/g, ['hell', 'shell']],
  [/\byourself\b/g, ['himself', 'herself']],
  [/\byours\b/g, ['his', 'hers']],
  [/\byour\b/g, ['his', 'her']],
  [/\byou\b/g, ['he', 'she']],
];

const NOTE_VERBS = ['ask if', 'chk', 'find out', 'q', 'check whether', ''];
const AFTERWARDS = ['', ' - ask', ' find out', ' q him', ''];

/** A small fixed-seed hash, so the same example always gets the same variant. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The note a spoken question would be typed as, or undefined when it is typed already. */
export function typedVariant(text: string): string | undefined {
  if (!/[.?!,;]/.test(text)) return undefined;
  const h = hash(text);
  let note = text.toLowerCase();
  for (const [re, [his, hers]] of THIRD_PERSON) note = note.replace(re, h % 2 ? his : hers);
  note = note
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const before = NOTE_VERBS[h % NOTE_VERBS.length] ?? '';
  const after = before ? '' : (AFTERWARDS[(h >>> 3) % AFTERWARDS.length] ?? '');
  return `${before} ${note}${after}`.trim();
}

/** The examples with the typed note of each spoken one beside it. */
export const withTypedVariants = (examples: readonly Example[]): Example[] =>
  examples.flatMap(([text, label]) => {
    const note = typedVariant(text);
    return note ? [[text, label] as Example, [note, label] as Example] : [[text, label] as Example];
  });
