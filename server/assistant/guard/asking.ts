/**
 * How an interviewer's sentence asks, and whose life it asks about: patterns read on a sentence's
 * lemma line (`sentence-lines.ts`), shared by the guard's readings of a turn.
 */

/** A request for information that is not phrased as a question. */
export const REQUEST =
  /\b(?:want|need|like|have) to know\b|\blet me know\b|\bmind (?:tell|share|say)\w*\b|\bcan you confirm\b|\bi be curious\b|\bi wonder\b|\bjust curious\b/;
/** A spoken fragment that asks: "ever been…", "any convictions…", "got kids". */
export const FRAGMENT = /^(?:and |so |but |oh |okay |ok |right )*(?:ever|any|anything|got|been)\b/;
/** A note the interviewer types to themself: "ask abt childcare", "check if he's a citizen". */
export const NOTE_TO_SELF = /\b(?:ask|check|find out|confirm)\b/;
/** Typed in a hurry: no sentence ends, and a few words at most; what it names is what it asks. */
export const typedNote = (text: string) =>
  !/[.?!]["”')\]]*\s*$/.test(text.trim()) && text.split(/\s+/).length <= 25;
/** The interviewer steps back from the topic ("I can't ask about…", "that won't count"). */
export const NOT_ASKING =
  /\b(?:(?:can|could|should|will|would|must) not|never) (?:\w+ ){0,2}(?:ask|know|discuss|talk about|go into|consider|count)\b|\b(?:do not|no) need to (?:ask|know)\b|\bwe (?:do not|never) ask (?:about|for)\b|\b(?:illegal|off limits|not allow)\b/;
/** A statement about what the employer offers ("we offer childcare vouchers"), not a question. */
export const INFORMING =
  /^(?:we|our)\b.*\b(?:offer|provide|have|give|support|include|cover)\b|\byou (?:will|would|can) (?:get|have|receive|be eligible|enjoy|qualify)\b/;

/** A question about how the candidate would do the work for other people: job content. */
export const METHOD_QUESTION =
  /\b(?:how|what|where|which|when) (?:do|would|will|did|could|should|can|might) you (?!feel|cope|get on|fit|think (?:you )?(?:would |will |might )?(?:fit|cope|get on|feel))\w+|\bhow you (?:(?:would|will|do|did|could|should|might|be|are) )?(?!feel|cope|get on|fit|be\b|old\b)\w+|\bwhat you (?:would |will )?do\b/;
export const OTHERS =
  /\b(?:patient|customer|client|user|people|person|agent|admission|student|resident|member|employee|applicant|parent|clinic|form|page|app|design|product|team|colleague|staff|report|caller|buyer|shopper|visitor|someone|anyone|couple|board|tenant|claimant|household|guest|pupil|learner|candidate|defendant|offender|prisoner|leaver|puppy|puppie|cat|dog|animal|pet|horse|kitten|rabbit|bird)s?\b|\bpart(?:y|ies)\b/;
/** Job content that names a protected word: a way of working for other people. */
export const aboutTheWork = (line: string) => METHOD_QUESTION.test(line) && OTHERS.test(line);

/** A case set out for the candidate to handle ("An employee asks why a colleague earns more."). */
export const SCENARIO = new RegExp(
  `^(?:and |so |now |what about |say |imagine |suppose )*(?:a|an) (?:\\w+ ){0,2}(?:${OTHERS.source}|famil(?:y|ies))`,
);

/** A requirement of the job, asked of everyone: no topic of the candidate's. */
export const FOR_EVERYONE =
  /\b(?:require|need|must|mandatory|everyone|everybody|every \w+|all (?:staff|employee|new hire)s?)\b/;

/**
 * A concern put as a condition on the candidate's life ("I'd hate it to be a problem if you were
 * expecting", "If you're not a citizen, we'd struggle…"): it asks as a question would.
 */
export const CONCERN = /\bif you (?:be|have|get|do) (?:not )?\w+/;

/** The interviewer says the question is put to every candidate ("We ask everyone."). */
export const ASKED_OF_EVERYONE =
  /\bwe (?:ask|check) (?:this of |that of |it of )?(?:everyone|everybody|all (?:candidate|applicant|new starter)s?)\b|\b(?:ask|asking|check) (?:every|each|all) (?:candidate|applicant|new starter)s?\b/;

/** The interviewer offers to answer the candidate's questions: nothing asked of them. */
export const OFFERING = /\b(?:anything else|any question|like to know|want to know about|can i answer)\b/;

/** A note about what the candidate knows or has done at work ("ask if he knows halal slaughter regs"). */
export const NOTE_ABOUT_THE_WORK =
  /\b(?:know|knowledge|exp|experience|train|training|reg|regs|regulation|process|handle|run|support|view|work|biz|business|project|caseload|range|lab|throughput)\b/;

/**
 * A note's "he", "she", "they" or "cand" is the candidate, and what it means to ask about is
 * theirs: "check if he be us bear" reads "check if you be us bear", "ask about ptsd" reads "ask
 * about your ptsd".
 */
export const asAskedOfYou = (line: string) =>
  line
    .replace(/\b(?:he|she|they|him|them|cand|candidate)\b/g, 'you')
    .replace(/\b(?:his|their)\b/g, 'your')
    .replace(/\b(check|find out|ask|confirm) (if|whether) (?!you\b)/, '$1 $2 you be ')
    .replace(
      /\b(check|find out|ask|confirm) (?:about|re|abt|on) (?!your?\b|the\b|a\b|an\b)/,
      '$1 about your ',
    );
