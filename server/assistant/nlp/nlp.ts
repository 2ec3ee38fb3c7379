import model from 'wink-eng-lite-web-model';
import winkNLP, {
  type Document,
  type ItemSentence,
  type ItemToken,
  type ItsFunction,
  type WinkMethods,
} from 'wink-nlp';

let instance: WinkMethods | undefined;

/**
 * The one wink-nlp instance of the server, with its English model. The model takes about 100 ms
 * and some megabytes to load, so it loads once, on first use, and every module shares it.
 * Never call `learnCustomEntities` on it: an instance holds one set of custom entities, and
 * learning a set replaces everyone else's.
 */
export function nlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

/** A word as the model reads it; `lemma` and `normal` are lower case. */
export type Word = {
  text: string;
  normal: string;
  lemma: string;
  /** Universal part of speech (NOUN, VERB, AUX, PRON…). */
  pos: string;
  /** word, number, punctuation, symbol, email, url, emoji… */
  type: string;
  /** Inside the scope of a negation ("not", "never"…). */
  negated: boolean;
  /** The entity the word is part of: DATE, TIME, DURATION, CARDINAL, PERCENT, MONEY, ORDINAL… */
  entity: string | undefined;
};

export type Sentence = { text: string; words: Word[]; question: boolean };

/** Reads a text with the shared model (the document of the lower-level helpers). */
export const readDoc = (text: string): Document => nlp().readDoc(text);

const QUESTION_OPENERS = new Set(
  'what when where which who whom whose why how be do have can could will would shall should may might must'.split(
    ' ',
  ),
);
const REQUEST_OPENERS = /^(?:tell|walk|talk|describe|explain|share|give|help|take|pick|imagine|name)\b/;
/** Words a spoken question often starts with before the question proper: "So, tell me…". */
const LEAD_INS = new Set('so okay ok now and alright right well great then'.split(' '));

/**
 * Whether a sentence asks something: a question mark, or (speech often comes without one) a
 * sentence opening with a question word or an auxiliary before its subject ("are you…", "do
 * you…"), or a request such as "tell me about…".
 */
function asks(text: string, words: Word[]): boolean {
  if (/\?["”')\]]*\s*$/.test(text)) return true;
  const content = words.filter((w) => w.type !== 'punctuation');
  while (content.length > 1 && LEAD_INS.has(content[0]?.normal ?? '')) content.shift();
  const [first, second] = content;
  if (!first) return false;
  if (REQUEST_OPENERS.test(first.normal)) return true;
  if (!QUESTION_OPENERS.has(first.lemma)) return false;
  if (first.pos === 'AUX' || first.pos === 'VERB') return second?.pos === 'PRON' || second?.pos === 'PROPN';
  return content.some((w) => w.pos === 'AUX' || w.pos === 'VERB');
}

/** wink's typings declare `its.lemma` with the model's add-ons, which `out()` does not accept. */
const lemmaOf = () => nlp().its.lemma as unknown as ItsFunction<string>;

function wordsOf(sentence: ItemSentence): Word[] {
  const { its } = nlp();
  const tokens = sentence.tokens();
  const column = <T>(f: ItsFunction<T>) => tokens.out(f) as T[];
  const lemma = column(lemmaOf());
  const [normal, pos, type, negated] = [
    column(its.normal),
    column(its.pos),
    column(its.type),
    column(its.negationFlag),
  ];
  const entity: (string | undefined)[] = [];
  tokens.each((token: ItemToken) => {
    entity.push(token.parentEntity()?.out(its.type));
  });
  return (tokens.out() as string[]).map((text, i) => ({
    text,
    normal: String(normal[i]).toLowerCase(),
    lemma: String(lemma[i]).toLowerCase(),
    pos: String(pos[i]),
    type: String(type[i]),
    negated: negated[i] === true,
    entity: entity[i],
  }));
}

/** The sentences of a text with their words, and whether each one asks something. */
export function analyse(text: string): Sentence[] {
  const out: Sentence[] = [];
  readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      const words = wordsOf(sentence);
      const said = String(sentence.out()).trim();
      out.push({ text: said, words, question: asks(said, words) });
    });
  return out;
}

/** The sentences of a text, as said. */
export const sentences = (text: string): string[] =>
  (readDoc(text).sentences().out() as string[]).map((s) => s.trim()).filter(Boolean);

/** The words of a text, sentence after sentence. */
export const words = (text: string): Word[] => analyse(text).flatMap((s) => s.words);

/** The lower-case lemmas of a text's words (punctuation left out). */
export const lemmas = (text: string): string[] =>
  words(text)
    .filter((w) => w.type !== 'punctuation')
    .map((w) => w.lemma);
