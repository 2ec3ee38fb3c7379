/** What the guard knows of the interview: the job and where the conversation is. */
export type GuardContext = {
  role?: string | null;
  /** The job's description and requirements. */
  jobText?: string | null;
  salaryRange?: string | null;
  location?: string | null;
  /** The agenda item in progress. */
  agendaItem?: string | null;
};

/** The job's own words a rewording can lean on; each is absent when the job does not say it. */
export type JobFacts = {
  schedule?: string;
  travelPercent?: number;
  physicalDuty?: string;
  minimumAge?: number;
  language?: string;
  country: string;
  backgroundCheck: boolean;
  /** The job's first listed duty, as it reads after "how you would" ("run the pass during service"). */
  duty?: string;
};

const SCHEDULES = [
  /\b(?:an?|the|one) (?:[\w-]+ ){0,3}on-?call (?:rotation|rota|schedule)\b/i,
  /\b(?:(?:night|day|rotating)(?: and (?:night|day))? )?\d{1,2}-hour (?:day |night |rotating )?shifts?(?: (?:on|at) (?:nights|weekends))?\b/i,
  /\b(?:rotating|night|weekend|early|late|split) shifts?\b/i,
  /\b(?:nights and weekends|weekends and nights|every other weekend|one weekend in \w+)\b/i,
];
const TRAVEL =
  /\btravel(?:ling|ing)?\s+(?:of\s+)?(?:up to |about |around |roughly )?(\d{1,3})\s?%|\b(\d{1,3})\s?%\s+(?:of the time\s+)?travel/i;
const PHYSICAL =
  /\blift(?:ing)?\s+(?:patients\s+|loads\s+)?(?:up to |at least )?\d+\s?(?:lb|lbs|pounds|kg)\b/i;
const MINIMUM_AGE =
  /\b(?:must be|at least|aged|minimum age(?: of)?)\s+(1[6-9]|2[01])(?:\+| years| or older| years old)?/i;
const LANGUAGE =
  /\b(?:fluent|fluency|proficient|proficiency|native-level)\s+(?:in\s+)?(English|Spanish|French|German|Mandarin|Cantonese|Portuguese|Arabic|Japanese|Italian|Dutch|Hindi|Korean|Polish|Russian|Tagalog|Vietnamese)\b/i;
const COUNTRIES: [RegExp, string][] = [
  [
    /\b(?:US|USA|U\.S\.|United States|[A-Z]{2}\s*\d{5}|Texas|California|New York|Austin|Remote \(US\))\b/,
    'the United States',
  ],
  [/\b(?:UK|United Kingdom|England|Scotland|Wales|London)\b/, 'the United Kingdom'],
  [/\b(?:Canada|Toronto|Vancouver|Montreal)\b/, 'Canada'],
  [/\b(?:Germany|Berlin|Munich)\b/, 'Germany'],
  [/\b(?:France|Paris)\b/, 'France'],
  [/\b(?:Ireland|Dublin)\b/, 'Ireland'],
  [/\b(?:Australia|Sydney|Melbourne)\b/, 'Australia'],
];

/** A heading that opens the list of duties. */
const DUTIES_HEADING =
  /^\s*(?:key )?(?:responsibilities|duties|what you(?:'|’)?ll do|what you will do|the role|your role|day to day|in this role you will)\b.*$/im;
/** A list item that starts with a verb in the imperative ("Run the pass…", "Prepare month-end…"). */
const ITEM = /^\s*(?:[-*•·–]|\d+[.)])\s+([A-Z][a-z]+)\b(.*)$/gm;
const NOT_A_VERB = /^(?:the|a|an|our|your|this|all|any|strong|excellent|experience|knowledge|ability)$/i;

/** The first duty the job lists under its responsibilities (or first in any list), shortened to a clause. */
function firstDuty(text: string): string | undefined {
  const heading = DUTIES_HEADING.exec(text);
  const from = heading ? text.slice(heading.index + heading[0].length) : text;
  for (const m of from.matchAll(ITEM)) {
    const [, verb = '', rest = ''] = m;
    if (NOT_A_VERB.test(verb) || /(?:ing|ion|ment|ity|ness|s)$/.test(verb)) continue;
    const clause = `${verb.toLowerCase()}${rest}`.split(/\s*(?:[;:(]| — | – | - )\s*/)[0]?.trim() ?? '';
    const words = clause.replace(/[.,]+$/, '').split(/\s+/);
    if (words.length <= 16) return words.join(' ');
    // A long duty ends at its last comma within 16 words, or at 12 words.
    const head = words.slice(0, 16).join(' ');
    const comma = head.lastIndexOf(',');
    return (comma > 20 ? head.slice(0, comma) : words.slice(0, 12).join(' ')).replace(
      /\s+(?:and|or|with|to|for|of|in|on|at|the|a|an)$/,
      '',
    );
  }
  return undefined;
}

const capitalized = (word: string | undefined) =>
  word && `${word[0]?.toUpperCase()}${word.slice(1).toLowerCase()}`;

/** Reads the job text once per interview; deterministic, no network. */
export function jobFacts(context: GuardContext): JobFacts {
  const text = context.jobText ?? '';
  const travel = TRAVEL.exec(text);
  const age = MINIMUM_AGE.exec(text);
  const where = `${context.location ?? ''} ${text}`;
  return {
    schedule: SCHEDULES.map((re) => re.exec(text)?.[0])
      .find(Boolean)
      ?.toLowerCase(),
    travelPercent: travel ? Number(travel[1] ?? travel[2]) : undefined,
    physicalDuty: PHYSICAL.exec(text)?.[0].toLowerCase(),
    minimumAge: age ? Number(age[1]) : undefined,
    language: capitalized(LANGUAGE.exec(text)?.[1]),
    country: COUNTRIES.find(([re]) => re.test(where))?.[1] ?? 'this country',
    duty: firstDuty(text),
    backgroundCheck: /\b(?:background check|criminal record check|DBS check|security clearance)\b/i.test(
      text,
    ),
  };
}
