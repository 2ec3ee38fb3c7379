import { readDoc } from '#server/assistant/nlp/nlp.ts';
import { wordVectors } from '#server/assistant/nlp/word-vectors.ts';

/**
 * Notes typed in a hurry ("r u married", "whats ur dob", "any felony convictions in the last 7
 * yrs", "pregant"), written out in full before the guard reads them: texting shorthand and
 * contractions without their apostrophe by a table, misspellings by the nearest common word.
 */
const SHORTHAND: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  r: 'are',
  n: 'and',
  w: 'with',
  'w/': 'with',
  'w/o': 'without',
  v: 'very',
  bc: 'because',
  'b/c': 'because',
  bcos: 'because',
  bcoz: 'because',
  cos: 'because',
  coz: 'because',
  cuz: 'because',
  yrs: 'years',
  hrs: 'hours',
  wk: 'week',
  wks: 'weeks',
  abt: 'about',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  prev: 'previous',
  curr: 'current',
  btw: 'by the way',
  tbh: 'to be honest',
  kinda: 'kind of',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  dunno: 'do not know',
  lemme: 'let me',
  yall: 'you all',
  dob: 'date of birth',
  'd.o.b': 'date of birth',
  bday: 'birthday',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  preggers: 'pregnant',
  preggo: 'pregnant',
  preggy: 'pregnant',
  fam: 'family',
  meds: 'medication',
  rx: 'prescription',
  dx: 'diagnosis',
  hx: 'history',
  mat: 'maternity',
  pat: 'paternity',
  youre: 'you are',
  youd: 'you would',
  ud: 'you would',
  youll: 'you will',
  youve: 'you have',
  im: 'I am',
  ive: 'I have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'cannot',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  wouldnt: 'would not',
  couldnt: 'could not',
  whats: 'what is',
  wats: 'what is',
  wat: 'what',
  wht: 'what',
  wd: 'would',
  cd: 'could',
  shd: 'should',
  thats: 'that is',
  hows: 'how is',
  whos: 'who is',
  wheres: 'where is',
};

/** Single letters and the like that are shorthand only in lower case ("R" is a language, "U" a grade). */
const LOWER_ONLY = new Set(['u', 'r', 'n', 'w', 'v', 'ya', 'mat', 'pat', 'im', 'wat']);
/** "mat"/"pat" are shorthand only before "leave". */
const BEFORE_LEAVE = new Set(['mat', 'pat']);
/** After "ur", words that make it "you are" ("ur from…", "ur married") rather than "your". */
const UR_ARE =
  /^(?:a|an|the|from|in|on|at|not|still|so|very|really|too|also|like|married|single|okay|ok|fine|able|willing|happy|going|planning|gonna|from|over|under|\w+ing|\w+ed)$/;

/**
 * Misspellings: a word neither the language model's lexicon nor the vectors know, one edit from a
 * common word the vectors have. A word the lexicon knows ("debug", "refactor") is never "corrected"
 * into a commoner neighbour ("debut").
 */
const COMMON = 20_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function edits(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (b) out.push(a + b.slice(1));
    if (b.length > 1) out.push(a + b[1] + b[0] + b.slice(2));
    for (const c of LETTERS) {
      if (b) out.push(a + c + b.slice(1));
      out.push(a + c + b);
    }
  }
  return out;
}

let empty: ReturnType<typeof readDoc> | undefined;
/** An empty document of the shared model: its `isOOV` asks the model's lexicon. */
const lexicon = () => {
  empty ??= readDoc('');
  return empty;
};

function spelled(word: string): string {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return word;
  const table = wordVectors();
  if (table.rank(word) !== undefined || !lexicon().isOOV(word)) return word;
  let best = word;
  let bestRank = COMMON;
  for (const candidate of edits(word)) {
    const rank = table.rank(candidate);
    if (rank !== undefined && rank < bestRank) [best, bestRank] = [candidate, rank];
  }
  return best;
}

/** "2 yr", "wat yr", "which yr": a year, not "your". */
const YEAR_BEFORE = /^(?:\d.*|what|wat|wot|wht|which|wich|that|this|last|next|every)$/i;

/** The text with its shorthand and misspellings written out; punctuation and spacing kept. */
export function writtenOut(text: string): string {
  const tokens = text.split(/(\s+)/);
  return tokens
    .map((token, i) => {
      const m = /^([("'“‘]*)(.*?)([)"'”’.,!?;:]*)$/u.exec(token);
      if (!m?.[2]) return token;
      const [, open = '', core = '', close = ''] = m;
      const lower = core.toLowerCase();
      const next = (tokens[i + 2] ?? '').toLowerCase().replace(/[^\p{L}'-]+/gu, '');
      const exams = /^(?:a|o|as)$/.test(next) && /^levels?\b/i.test(tokens[i + 4] ?? '');
      if (lower === 'ur')
        return `${open}${(UR_ARE.test(next) || !next) && !exams ? 'you are' : 'your'}${close}`;
      if (lower === 'yr') return `${open}${YEAR_BEFORE.test(tokens[i - 2] ?? '') ? 'year' : 'your'}${close}`;
      const full = SHORTHAND[lower];
      if (
        full &&
        (!LOWER_ONLY.has(lower) || core === lower) &&
        (!BEFORE_LEAVE.has(lower) || next === 'leave')
      )
        return `${open}${full}${close}`;
      if (core !== lower) return token;
      return `${open}${spelled(lower)}${close}`;
    })
    .join('');
}
