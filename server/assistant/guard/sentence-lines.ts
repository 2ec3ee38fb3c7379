import type { Sentence } from '#server/assistant/nlp/nlp.ts';

/** Spoken fillers, which stand between the words a pattern reads. */
const FILLERS = /\b(?:um+|uh+|er+m?|hmm+|mm+)\b/g;
/** "You know" and "I mean" set off by commas are fillers too; "what do you know about" is not. */
const ASIDES = /(^|[-,;—–] )(?:you know|i mean)(?= [-,;—–.?!]|$)/g;

/** A sentence's words in one form, lower case, joined by single spaces, punctuation and fillers left out. */
function line(sentence: Sentence, form: 'lemma' | 'normal'): string {
  return (
    sentence.words
      // Punctuation stays only as far as the asides need it (a comma or dash before and after).
      .map((w) =>
        w.type === 'punctuation'
          ? w.text.replace(/[^-,;—–.?!]+/g, '')
          : w[form].replace(/[^\p{L}\p{N}' ]+/gu, ' '),
      )
      .join(' ')
      .replace(ASIDES, '$1')
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(FILLERS, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The sentence as the topic rules read it: lemmas ("Were you born in 1980?" reads "be you bear in 1980"). */
export const lemmaLine = (sentence: Sentence): string => line(sentence, 'lemma');

/** The sentence's words as said, with contractions written out ("you'd" reads "you would"). */
export const saidLine = (sentence: Sentence): string => line(sentence, 'normal');
