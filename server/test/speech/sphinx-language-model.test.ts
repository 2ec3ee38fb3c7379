import { describe, expect, it } from 'vitest';
import { arpaBigramModel, dictionaryFor, jsgfWordLoop, vocabulary } from './sphinx-language-model.ts';

type Arpa = { unigrams: Map<string, { logP: number; backoff: number }>; bigrams: Map<string, number> };

function parseArpa(text: string): Arpa {
  const unigrams = new Map<string, { logP: number; backoff: number }>();
  const bigrams = new Map<string, number>();
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('\\')) section = line;
    const fields = line.split(' ');
    if (section === '\\1-grams:' && fields.length >= 2 && fields[1])
      unigrams.set(fields[1], { logP: Number(fields[0]), backoff: Number(fields[2] ?? 0) });
    if (section === '\\2-grams:' && fields.length === 3)
      bigrams.set(`${fields[1]} ${fields[2]}`, Number(fields[0]));
  }
  return { unigrams, bigrams };
}

/** P(next | word) as a backoff decoder computes it. */
function probability(arpa: Arpa, word: string, next: string) {
  const bigram = arpa.bigrams.get(`${word} ${next}`);
  if (bigram !== undefined) return 10 ** bigram;
  const history = arpa.unigrams.get(word);
  const unigram = arpa.unigrams.get(next);
  if (!history || !unigram) throw new Error(`unknown ${word} or ${next}`);
  return 10 ** (history.backoff + unigram.logP);
}

describe('arpaBigramModel', () => {
  const sentences = ['tell me about a time', 'i built a team', 'a time to listen'];
  const model = arpaBigramModel(sentences);
  const arpa = parseArpa(model);

  it('declares as many n-grams as it lists', () => {
    expect(model).toContain(`ngram 1=${arpa.unigrams.size}`);
    expect(model).toContain(`ngram 2=${arpa.bigrams.size}`);
    expect(model.trimEnd().endsWith('\\end\\')).toBe(true);
  });

  it('gives every history a distribution over the words that sums to one', () => {
    const predicted = [...arpa.unigrams.keys()].filter((word) => word !== '<s>');
    for (const history of [...arpa.unigrams.keys()].filter((word) => word !== '</s>')) {
      const total = predicted.reduce((sum, next) => sum + probability(arpa, history, next), 0);
      expect(total, history).toBeCloseTo(1, 3);
    }
  });

  it('prefers the word order the sentences use', () => {
    expect(probability(arpa, 'a', 'time')).toBeGreaterThan(probability(arpa, 'a', 'built'));
    expect(probability(arpa, '<s>', 'tell')).toBeGreaterThan(probability(arpa, '<s>', 'listen'));
  });
});

describe('vocabulary and dictionaryFor', () => {
  const cmudict = 'a AH\na(2) EY\ntime T AY M\nteam T IY M\nzebra Z IY B R AH\n';

  it('takes each word once, lower-cased, without punctuation', () => {
    expect(vocabulary(['A time, a TEAM.', "team's time"])).toEqual(['a', 'team', "team's", 'time']);
  });

  it('keeps the pronunciations of the words asked for, alternates included, and names the missing ones', () => {
    const dictionary = dictionaryFor(['a', 'time', 'interview'], cmudict);
    expect(dictionary.text).toBe('a AH\na(2) EY\ntime T AY M\n');
    expect(dictionary.missing).toEqual(['interview']);
  });
});

describe('jsgfWordLoop', () => {
  it('accepts one or more of the words', () => {
    const grammar = jsgfWordLoop(['a', 'time']);
    expect(grammar).toMatch(/^#JSGF V1\.0;/);
    expect(grammar).toContain('public <utterance> = <word>+;');
    expect(grammar).toContain('<word> = a | time;');
  });
});
