import { analyse, type Sentence, type Word } from '#server/assistant/nlp/nlp.ts';
import { findSkills } from '../tech-terms.ts';
import { cuePhrases, type Hit } from './concepts.ts';
import { findPhrases, phraseIndex, type Slot, slotsOf } from './phrases.ts';

/**
 * What a sentence of an answer is: something that can be evidence, or talk around it that never
 * is (a pleasantry, the candidate's own question, a polite refusal to share something personal).
 */
export type StatementKind = 'substantive' | 'pleasantry' | 'question' | 'deflection';

export type Statement = {
  /** The sentence as said. */
  text: string;
  kind: StatementKind;
  slots: Slot[];
  /** Concept phrases found in it. */
  hits: { phrase: string; hit: Hit }[];
  /** Technologies named (tech-terms.ts). */
  skills: string[];
  /** A figure, an amount or a span of time. */
  figures: boolean;
  /** "I escalated", "we rolled back": someone acted, not only thought or felt. */
  action: boolean;
  /** A reason or a result: "so", "because", "within", "which meant". */
  outcome: boolean;
  /**
   * A general claim where an example was asked for: "I double-check everything", "we improved
   * things quite a bit", "I kept it simple for them"; no figure, and either the words of a general
   * claim or neither a named practice nor an action with its result.
   */
  vague: boolean;
  /** Not knowing or not having done it: "I'm not sure", "never used it". */
  hedge: boolean;
};

const PLEASANTRY = new Set(
  'thank thanks great sound good sure okay ok yes yeah yep hi hello hey nice meet pleasure glad happy cheer absolutely definitely course welcome morning afternoon evening likewise perfect awesome cool fine problem excite here today too well you all right alright wonderful lovely brilliant bye see soon talk later appreciate time chat opportunity really much very so that be it i we me my for the a an to of and this do have no oh ah um uh'.split(
    ' ',
  ),
);
const DEFLECTION =
  /\b(?:i'?d|i would)\s+(?:rather|prefer)\s+(?:not|to keep)\b|\bprefer not to (?:say|answer|discuss|share|go into)\b|\bnot (?:something )?i'?m? ?(?:am )?(?:comfortable|willing) (?:sharing|discussing|to share|to discuss)\b|\bkeep (?:that|it|my (?:personal|private|family) life) (?:private|separate)\b|\bnot (?:relevant|related) to (?:the|this|my) (?:role|job|position|work)\b|\bdon'?t (?:think|see how) (?:that|it)(?:'?s| is) relevant\b|\b(?:that'?s|it'?s) (?:a )?(?:personal|private)(?: matter)?\b|\b(?:it was|that was|that's|it's) a personal (?:thing|matter|issue)\b|\b(?:i'?d|i would) (?:rather|sooner|prefer to) (?:stick|keep|stay) (?:to|on|with) (?:the )?(?:job|role|work|subject)\b|\b(?:i'?d|i would|i'?ll|i will) (?:rather |prefer to )?keep (?:\w+ ){0,3}out of (?:it|this|work|the (?:interview|conversation|discussion))\b|\b(?:i'?d|i would) (?:rather|prefer to) (?:focus|concentrate|talk) on\b|\bcan we (?:keep going|carry on|get back|go back|move on|stick)\b/i;
/** Not knowing, or owning up to a gap: "not that strong on the calibration side", "I'd have to look it up". */
const HEDGE = new RegExp(
  [
    "i'?m (?:honestly |really )?not (?:really |entirely |totally |a hundred (?:percent|per cent) |100 ?% )?sure",
    "i don'?t (?:really )?know|i do not know|no idea|can'?t remember|don'?t remember|not really",
    "never (?:used|worked with|done|tried|had(?! an? (?:\\w+ )?(?:accident|complaint|incident|infringement|claim|injury|issue|problem))|led|run)|haven'?t (?:used|worked with|done|tried|had(?! an? (?:\\w+ )?(?:accident|complaint|incident|infringement|claim|injury|issue|problem)))",
    "(?:haven'?t|'ve not|have not) (?:\\w+ ){0,8}(?:on my own|by myself|myself|solo|yet)",
    "\\bi (?:let|have let|'ve let) (?:it|that|them|things) (?:slide|slip|drop)",
    "(?:haven'?t|'ve not|have not) got (?:a|an|the|any) (?:\\w+ ){0,3}(?:ticket|card|licence|license|certificate|qualification|cert)",
    "(?:'ve not|have not) (?:(?:actually|really|personally|ever) )?(?:done|used|run|led|built|worked with|tried) enough",
    "(?:i'?d|i would) need to (?:do|take|sit|get) (?:the|a) (?:\\w+ )?(?:course|ticket|training|qualification|exam|card)",
    "(?:that'?s|it'?s|which is) (?:a|my) (?:real |big )?gap",
    "haven'?t (?:(?:actually|really|personally|ever) )?(?:(?!missed|failed|lost|dropped|slipped|overrun|exceeded)\\w+ed|run|led|done|written|built|set up|taken|seen|used)\\b",
    "(?:i'?d|i would|i'?ll|i will) (?:need|have|want) (?:to learn|support|help|some support|some help|guidance)",
    'not at that (?:size|scale|level)|not formally',
    "(?:i'?m|i am)[, ]+(?:\\w+[, ]+)?(?:not (?:that|very|too|as|all that) (?:strong|confident|good|sure|experienced|familiar|hot)|less (?:sure|confident|strong|experienced)|still (?:figuring|working|getting to grips|learning|finding my feet))",
    "(?:would|'d|will|need to|have to) (?:probably )?(?:have to )?look (?:it |that |them |those )?up",
    '(?:someone|somebody|the \\w+) else (?:normally |usually |always )?(?:does|sets|handles|sorts|takes care of|deals with)',
    '(?:normally|usually|always) (?:sorts|handles|does) (?:that|this|it)(?: side)?',
    "i(?:'d)? (?:usually |normally |just |tend to |probably )?(?:let (?:the |my |\\w+ )?\\w+ (?:calculate|do|handle|sort)|lean on|rely on (?:the|my) (?:team|supervisor|manager|lead))",
    '(?:mostly|only|just|ever) (?:helped|watched|shadowed|assisted|observed|sat in)',
    '(?:partly |just |probably )?guessing|rather than guess|than guess',
    "couldn'?t (?:tell|walk|talk) you|can'?t (?:tell|walk|talk) you",
    'never (?:(?:actually|really|personally) )?(?:(?!missed|failed|lost|dropped|slipped|overrun|exceeded|had an? (?:\\w+ )?(?:complaint|accident|incident|infringement))\\w+ed|pulled|done|had to|been in|built|made|written|taught|held|taken|set up)\\b',
    "(?:my|the) (?:weak|blind) spot|(?:my|the) (?:thinnest|weakest) (?:area|part|bit)|where i'?m still learning|i'?d struggle|i'?d be learning|i'?m slower than i'?d like|not properly",
    "(?:i'?d|i would) want (?:someone|supervision|to sit in|to shadow|a senior|to work (?:alongside|with) someone)",
    "where i'?m (?:\\w+ )?(?:thinner|weaker|weakest|less strong)|i'?m (?:a bit |quite |a little )?(?:rusty|thin|shaky) on",
    'still working (?:that|it|this) out',
    '(?:want|like|need) to get (?:better|more confident|more practice)',
    "(?:not|n't) (?:\\w+ ){0,3}as much as i should",
    'not much,? to be honest|not much really',
  ]
    .map((p) => `\\b(?:${p.replaceAll("'", "['’]")})\\b`)
    .join('|'),
  'i',
);
/** Words of a general claim rather than a specific instance: "always", "everything", "that kind of thing". */
export const GENERAL =
  /\b(?:things?|stuff|quite a bit|a lot|lots|kind of|sort of|various|basically|pretty much|and so on|etc|somewhat|fairly|generally|in general|usually|typically|normally|always|everything|everyone|everybody|this and that|bits and pieces|all sorts|here and there|that kind of thing|it depends|depends on|try to|tries to|just|a bit|stay on top|on top of|really careful|whatever it takes|best practices?)\b/i;
const QUANTITY = new Set(
  'two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million billion half twice dozen percent'.split(
    ' ',
  ),
);
const NOT_ACTIONS = new Set(
  'be have do think guess feel know mean like want hope say try would could should will can may might love enjoy believe'.split(
    ' ',
  ),
);
const OUTCOMES = phraseIndex(
  'so|so that|because|as a result|result in|which mean|which meant|lead to|within|by the time|in the end|end up|meaning|thanks to|due to|that way|after that|which cut|which save'
    .split('|')
    .map((p): [string, true] => [p, true]),
);

const isFigure = (w: Word) =>
  w.type === 'number' || (w.pos === 'NUM' && w.lemma !== 'one') || QUANTITY.has(w.lemma) || w.text === '%';

const HYPOTHETICAL = new Set(['would', 'could', 'might', 'may', 'should', 'will', 'can']);

/**
 * Someone in the first person did something (skipping auxiliaries and adverbs between): "I
 * escalated", not "I think" nor "I'd see" (what they would do is not what they did).
 */
function acts(words: Word[]): boolean {
  return words.some((w, i) => {
    if (w.lemma !== 'i' && w.lemma !== 'we') return false;
    const after = words.slice(i + 1, i + 4);
    const at = after.findIndex((n) => n.pos !== 'AUX' && n.pos !== 'ADV' && n.pos !== 'PART');
    if (at < 0 || after.slice(0, at).some((n) => HYPOTHETICAL.has(n.lemma))) return false;
    const next = after[at];
    return next?.pos === 'VERB' && !NOT_ACTIONS.has(next.lemma) && !next.negated;
  });
}

const WH = new Set(['what', 'when', 'where', 'which', 'who', 'why', 'how']);

/**
 * Whether a candidate asks something: a question mark, or a question's word order without one
 * ("how is on-call organised", "do you pair"). "When two patients deteriorated, I…" is no question.
 */
function asks(text: string, content: Word[]): boolean {
  if (/\?["”')\]]*\s*$/.test(text)) return true;
  const [first, second, third] = content.filter(
    (w) => w.pos !== 'INTJ' && w.lemma !== 'yes' && w.lemma !== 'so',
  );
  if (!first || !second) return false;
  if (first.pos === 'AUX' && (second.pos === 'PRON' || second.pos === 'DET'))
    return second.lemma !== 'i' || third?.pos === 'VERB';
  return (
    WH.has(first.lemma) &&
    second.pos === 'AUX' &&
    (third?.pos === 'PRON' || third?.pos === 'DET' || third?.pos === 'NOUN')
  );
}

/**
 * Introducing oneself: where one works and for how long ("I'm with Northway, been there just
 * under four year", "At Bellmont I am accountant for almost two years", "this is my third year in
 * the profession"). It says who the candidate is, not how they do any part of the work.
 */
const TENURE =
  /\b(?:been (?:there|here|at|with|in)\b[^.]{0,40}\b(?:years?|months?)|(?:for|about|almost|nearly|just under|just over|over)(?: almost| about| nearly)? (?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?)\b(?! ago)|(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) year (?:in|at|as|with|of)\b|since i qualified|been \w+ing (?:for )?(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?)\b|the last (?:two|three|four|five|six|seven|eight|nine|ten|\d+)(?: years?)? (?:at|with)\b)/i;
/** Where the career began or went before: "Before that I got my start in the Army", "Four years there". */
const EARLIER =
  /^(?:(?:and|so|well|then),?\s+)?(?:before that|prior to that|after (?:school|college|uni|university|my degree)),?\s+i\b|\b(?:got|get) my start\b|^(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?) (?:there|here|with them|in post)\b/i;
/** "I'm a senior designer at Fernway", "I'm with Northway": a title at a named employer. */
const POST =
  /^(?:(?:[Yy]es|[Yy]eah|[Ss]o|[Ss]ure|[Ww]ell|[Oo]kay|[Rr]ight|[Hh]i)[,.!]?\s+)*(?:I'?m|I am|I work|(?:[Cc]urrently|[Rr]ight now|[Aa]t the moment),?(?: I'?m| I am| I work)?)\s+(?:a |an |the )?(?:[\w-]+\s){0,3}(?:at|with|for)\s+(?:the\s+)?[A-Z]/;
/** A short thanks, whatever follows it ("Thanks, Maya, I enjoyed the critique part."). */
const THANKS = /^(?:(?:oh|ah|well|okay|great|brilliant|lovely),?\s+)?(?:thanks|thank you|cheers)\b/i;
/** Small talk about the day, the journey or the place ("train was fine", "very nice office"). */
const SMALL_TALK =
  /\b(?:train|traffic|journey|drive|parking|gate|queue|weather|office|view|building|coffee|commute|trip|smells?)\b[^.]{0,40}\b(?:fine|great|okay|ok|good|nice|bad|late|lovely|easy|beautiful|nightmare|awful|terrible|horrendous|murder|heavy|busy|mad|shorter|longer|easier)\b|\b(?:we'?ve|we have|i'?ve|i have) (?:just )?moved (?:out |over |up |down )?to [A-Z]|\b(?:fine|great|okay|ok|good|nice|lovely|easy|beautiful)\s+(?:train|traffic|journey|drive|office|view|building|commute|trip)\b/i;
const AT_WORK_VERBS = new Set(['be', 'work', 'teach', 'join', 'qualify', 'spend', 'start', 'move', 'do']);

/**
 * Giving one's name: "I'm Chloe Marsh, I'm a veterinary care coordinator with…", "Luca Moretti,
 * technical lead at DriveRight", "My name's Dana Price, PE".
 */
const NAME = "[A-Z][a-z'’-]+";
const OWN_NAME = new RegExp(
  `^(?:(?:[Yy]es|[Yy]eah|[Ss]o|[Ww]ell|[Hh]i|[Hh]ello|[Hh]iya|[Ss]ure|[Oo]kay|[Oo]k)[,.!]?\\s+)*(?:(?:I'?m|I am|[Mm]y name(?:'s| is)|[Tt]his is)\\s+${NAME}(?:\\s+${NAME}){0,2}\\s*(?:[,.;]|$)|${NAME}\\s+${NAME}(?:\\s+${NAME})?,\\s[^.]*\\b(?:at|with|for|from)\\s+(?:the\\s+)?[A-Z])`,
);

function introduces(sentence: Sentence, content: Word[]): boolean {
  const named = OWN_NAME.test(sentence.text);
  const earlier = EARLIER.test(sentence.text);
  if (!named && !earlier && !TENURE.test(sentence.text) && !POST.test(sentence.text)) return false;
  // "I've been there three years and I rebuilt their close" still says what was done.
  const verbs = content.filter((w) => w.pos === 'VERB' && !AT_WORK_VERBS.has(w.lemma));
  const most = named ? 3 : earlier ? 2 : 1;
  return verbs.length <= most && !/\b(?:because|so that|which meant)\b/i.test(sentence.text);
}

function kindOf(sentence: Sentence, content: Word[]): StatementKind {
  if (DEFLECTION.test(sentence.text)) return 'deflection';
  if (asks(sentence.text, content)) return 'question';
  if (content.every((w) => PLEASANTRY.has(w.lemma) || PLEASANTRY.has(w.normal) || w.pos === 'PROPN'))
    return 'pleasantry';
  if (THANKS.test(sentence.text) && content.length <= 10) return 'pleasantry';
  if (SMALL_TALK.test(sentence.text) || introduces(sentence, content)) return 'pleasantry';
  return 'substantive';
}

function readSentence(sentence: Sentence): Statement {
  const content = sentence.words.filter((w) => w.type !== 'punctuation');
  const slots = slotsOf(sentence.words);
  const hits = findPhrases(slots, cuePhrases()).map(({ phrase, value }) => ({ phrase, hit: value }));
  const skills = findSkills(sentence.text)
    .filter((s) => s.kind !== 'soft')
    .map((s) => s.label);
  const figures = sentence.words.some(isFigure);
  const strongHits = hits.filter((h) => !h.hit.weak).length + skills.length;
  const acted = acts(content);
  const outcome = findPhrases(slots, OUTCOMES).length > 0;
  return {
    text: sentence.text,
    kind: kindOf(sentence, content),
    slots,
    hits,
    skills,
    figures,
    action: acted,
    outcome,
    vague:
      !figures &&
      (GENERAL.test(sentence.text) || content.length < 6 || (strongHits === 0 && !(acted && outcome))),
    hedge: HEDGE.test(sentence.text),
  };
}

/** A candidate's turn as statements, sentence by sentence. */
export function readAnswer(text: string): Statement[] {
  return analyse(text).map(readSentence);
}

/** Statements that may count as evidence: not pleasantries, questions or deflections. */
export const substantive = (statements: Statement[]) => statements.filter((s) => s.kind === 'substantive');
