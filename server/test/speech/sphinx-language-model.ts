/**
 * Small language models for pocketsphinx 0.8 built from the fixtures' own sentences, so the
 * recognizer chooses among the words the fixtures can say instead of all of English (the Debian
 * model misses about a quarter of the words of espeak-ng's Klatt voices; see the peer's tests).
 */

const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';
/** Absolute discount taken from every seen bigram and given to the unigram backoff. */
const DISCOUNT = 0.5;

/** The lower-case words of `sentence`, as the pronunciation dictionary spells them. */
export const sentenceWords = (sentence: string) => sentence.toLowerCase().match(/[a-z']+/g) ?? [];

/** Every distinct word of `sentences`, sorted. */
export const vocabulary = (sentences: readonly string[]) =>
  [...new Set(sentences.flatMap(sentenceWords))].sort();

const log10 = (p: number) => Math.log10(p).toFixed(4);

/**
 * An ARPA bigram model (https://cmusphinx.github.io/wiki/arpaformat/): unigrams by relative
 * frequency, bigrams absolutely discounted, backoff weights so each history's mass sums to one.
 */
export function arpaBigramModel(sentences: readonly string[]): string {
  const unigrams = new Map<string, number>();
  const bigrams = new Map<string, Map<string, number>>();
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...sentenceWords(sentence), SENTENCE_END];
    for (const [i, word] of words.entries()) {
      count(unigrams, word);
      const next = words[i + 1];
      if (next === undefined) continue;
      const followers = bigrams.get(word) ?? new Map<string, number>();
      count(followers, next);
      bigrams.set(word, followers);
    }
  }
  // <s> is never predicted; every other token shares the unigram mass.
  const predicted = [...unigrams].filter(([word]) => word !== SENTENCE_START);
  const total = predicted.reduce((sum, [, n]) => sum + n, 0);
  const unigramP = new Map(predicted.map(([word, n]) => [word, n / total]));

  const unigramLines: string[] = [];
  const bigramLines: string[] = [];
  for (const word of [...unigrams.keys()].sort()) {
    const history = unigrams.get(word) ?? 0;
    const followers = bigrams.get(word);
    let backoff = '';
    if (followers) {
      let seenMass = 0;
      let seenUnigramMass = 0;
      for (const [next, n] of [...followers].sort(([a], [b]) => a.localeCompare(b))) {
        const p = (n - DISCOUNT) / history;
        seenMass += p;
        seenUnigramMass += unigramP.get(next) ?? 0;
        bigramLines.push(`${log10(p)} ${word} ${next}`);
      }
      backoff = ` ${log10((1 - seenMass) / Math.max(1 - seenUnigramMass, 1e-6))}`;
    }
    const p = word === SENTENCE_START ? '-99.0000' : log10(unigramP.get(word) ?? 0);
    unigramLines.push(`${p} ${word}${backoff}`);
  }
  return [
    '\\data\\',
    `ngram 1=${unigramLines.length}`,
    `ngram 2=${bigramLines.length}`,
    '',
    '\\1-grams:',
    ...unigramLines,
    '',
    '\\2-grams:',
    ...bigramLines,
    '',
    '\\end\\',
    '',
  ].join('\n');
}

/** A JSGF grammar accepting any sequence of `words` (https://www.w3.org/TR/jsgf/). */
export function jsgfWordLoop(words: readonly string[]): string {
  return [
    '#JSGF V1.0;',
    'grammar fixtures;',
    'public <utterance> = <word>+;',
    `<word> = ${words.join(' | ')};`,
    '',
  ].join('\n');
}

/**
 * The lines of the CMU dictionary (`word PH ON EMES`, alternates as `word(2) …`) for `words`;
 * `missing` lists the words it cannot pronounce, which the recognizer could never hear.
 */
export function dictionaryFor(words: readonly string[], cmudict: string) {
  const wanted = new Set(words);
  const found = new Set<string>();
  const lines: string[] = [];
  for (const line of cmudict.split('\n')) {
    const head = line.slice(0, line.indexOf(' '));
    const word = head.replace(/\(\d+\)$/, '');
    if (!wanted.has(word)) continue;
    found.add(word);
    lines.push(line.trim());
  }
  return { text: `${lines.join('\n')}\n`, missing: words.filter((word) => !found.has(word)) };
}
