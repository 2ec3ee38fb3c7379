import { analyse, type Sentence, type Word } from '#server/assistant/nlp/nlp.ts';

/** A question of fewer words is a check, not a question ("Sorry?", "Right?", "You know?"). */
const MIN_WORDS = 3;
/** Auxiliaries that open a yes/no question: "Do engineers…", "Is the team…", "Could the role…". */
const AUXILIARIES = new Set(
  'do does did is are was were can could will would should has have may might'.split(' '),
);
/** Who or what a yes/no question is about, right after its auxiliary. */
const SUBJECTS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ', 'NUM']);
const LEAD_INS = new Set('so and okay ok also then well but one'.split(' '));
/** An indirect question: "I was wondering how…", "I'm curious about…", "I'd love to know…". */
const INDIRECT =
  /^(?:(?:and|so|also)\s+)?(?:i\s+(?:was\s+|am\s+)?wonder(?:ing)?|i(?:'|’)?m\s+curious|i\s+was\s+curious|i(?:'|’)?d\s+(?:love|like)\s+to\s+(?:know|hear|understand)|i\s+would\s+(?:love|like)\s+to\s+(?:know|hear|understand))\b/i;

/** A spoken yes/no question the shared reader lets pass: an auxiliary, then its subject, no question mark. */
function yesNo(words: Word[]): boolean {
  const content = words.filter((w) => w.type !== 'punctuation');
  while (content.length > 2 && LEAD_INS.has(content[0]?.normal ?? '')) content.shift();
  const [first, second] = content;
  if (!first || !second || !AUXILIARIES.has(first.normal)) return false;
  // The tagger reads a plural subject after "do" as a verb at times ("Do engineers talk…").
  return SUBJECTS.has(second.pos) || (second.pos === 'VERB' && /[^s]s$/.test(second.normal));
}

/** Ends as a statement does: a question's shape then does not make it one ("When I started, …was 14 hours."). */
const statement = (text: string) => /[.!]["”')\]]*\s*$/.test(text);

const asks = (s: Sentence) =>
  INDIRECT.test(s.text) ||
  /\?["”')\]]*\s*$/.test(s.text) ||
  (!statement(s.text) && (s.question || yesNo(s.words)));

export type FoundQuestion = { position: number; text: string };

/**
 * The questions in one of the candidate's lines, a sentence each: sentences that ask (a question
 * mark, the shape of a question in speech that came without punctuation, or an indirect "I was
 * wondering…"), a bare check like "Right?" left out.
 */
export function questionsIn(text: string): FoundQuestion[] {
  const found: FoundQuestion[] = [];
  analyse(text).forEach((sentence, position) => {
    const words = sentence.words.filter((w) => w.type !== 'punctuation');
    if (words.length >= MIN_WORDS && asks(sentence)) found.push({ position, text: sentence.text });
  });
  return found;
}
