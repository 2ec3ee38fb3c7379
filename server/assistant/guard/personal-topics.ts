import { aboutYou, TECHNICAL_CHILD, type TopicRules, withYou } from './topic-rule.ts';

const KIN = 'kid|child|son|daughter|baby|toddler|grandchild|little one|dependent|dependant';
const SPOUSE = 'husband|wife|wifey|missus|spouse|fiance|fiancee|significant other';
/** "Married to staying in field work": attached to a way of working, not to a person. */
const MARRIED_TO_A_WAY =
  /\bmarr(?:y|ied) to (?:\w+ing|stay|do|work|keep|use|be|the|this|that|it|our|any|one|a particular)\b/;
const PARTNERS = 'partner|spouse|husband|wife|fiance|fiancee|other half|date|dating|marry|married';
const GENDERS = 'man|men|woman|women|male|female|guy|guys|girl|girls|boy|boys|lady|ladies';
/** The gender of a partner or of whom one dates: the question is about orientation. */
const ABOUT_PARTNERS = new RegExp(
  `\\b(?:${PARTNERS}|into|prefer|preference|lgb\\w*|gay|lesbian|bisexual)\\b`,
);

/** Age, family, children, orientation and gender identity: the candidate's personal life. */
export const PERSONAL_TOPICS: TopicRules = {
  age: [
    { re: /\bhow old (?:be you|will you be|would you be|you be)\b/ },
    { re: /\byour (?:current )?age\b|\bwhat age be you\b|\bage be you\b/ },
    { re: /\b(?:date|year|day) of birth\b|\byour birthday\b|\bbirth (?:date|year)\b/ },
    { re: /\b(?:what|which) (?:year|decade) be you bear\b|\bwhen be you bear\b/ },
    {
      re: /\b(?:what|which) (?:year|decade)\b.*\b(?:you be|you (?:were|was)) bear\b|\b(?:what|which) decade\b.*\byou\b/,
    },
    {
      re: /\b(?:date|year)s? (?:of|for|on) your (?:o|a|as) level|\b(?:date|year)s? (?:of|for|on) your (?:gcse|graduation|school leaving)/,
    },
    { re: /\byou\b.*\b(?:draw|claim|collect|take) (?:your |the |a )?(?:state |old age )?pension\b/ },
    {
      re: /\b(?:when|(?:what|which) year) do you (?:graduate|finish|leave|complete|start) (?:from )?(?:high school|secondary school|school|college|university|grade school|sixth form)\b/,
    },
    {
      re: /\b(?:when|(?:what|which) year) do you (?:do|take|sit|finish) your (?:a|o|as) level\b|\byour (?:gcse|a level)s? year\b/,
    },
    { re: aboutYou('retire|retirement'), unless: /\bretirement (?:plan|account|fund|product|saving)s?\b/ },
    {
      re: /\b(?:be you|you be|you look|you seem|you sound|you feel)\b (?:\w+ ){0,2}(?:too|bit|little|rather|quite|a tad|so) (?:young|old|mature)\b(?! fashion)/,
    },
    {
      re: /\b(?:be you|you (?:must |might |would )?be) (?:a )?(?:millennial|boomer|baby boomer|gen (?:x|y|z))\b/,
    },
    { re: /\b(?:bear|born) (?:\w+ )?(?:in )?(?:19|20)\d{2}\b/ },
    { re: /\bwhat year do you (?:\w+ )?graduate\b/ },
    { re: withYou('(?:early|mid|late) (?:twenty|thirty|forty|fifty|sixty|20s|30s|40s|50s|60s)s?') },
    { re: /\b(?:young|old) than you\b|\byou (?:would |will |could )?keep up with\b.*\b(?:young|energy)\b/ },
    // A legal minimum (16 to 21) is lawful; any other threshold asks for the candidate's age.
    {
      re: /\bbe you (?:over|under|old than|young than|at least|above|below) (?:the age of )?(?!(?:1[6-9]|21)\b)\d{2}\b/,
    },
  ],
  'marital-status': [
    {
      re: /\b(?:be|get) you (?:\w+ )?(?:marry|single|divorce|widow|widowed|engage|separate)\b/,
      unless: MARRIED_TO_A_WAY,
    },
    {
      re: /\byou (?:single|attached|married|divorced|engaged|spoken for)\b(?! out)/,
      unless: MARRIED_TO_A_WAY,
    },
    {
      re: withYou(`marry|marriage|marital|divorce|widow|${SPOUSE}`),
      // "My wife and I both run the shop floor, so you'd take direction from either of us."
      unless: new RegExp(`${MARRIED_TO_A_WAY.source}|^(?!.*\\byour\\b).*\\b(?:my|our) (?:${SPOUSE})\\b`),
    },
    {
      re: /\byour (?:boyfriend|girlfriend)\b|\b(?:be|you be) you (?:\w+ )?(?:in a relationship|see (?:someone|anyone))\b/,
    },
    {
      re: /\bmaiden name\b|\b(?:family|marital|relationship) status\b|\bmrs\b.*\b(?:miss|ms)\b|\b(?:miss|ms) or mrs\b/,
    },
    { re: /\b(?:do|have) you (?:have|get) a partner\b|\b(?:life|domestic|romantic) partner\b/ },
    // "Your partner" as a person, not a firm's partner team or agency.
    {
      re: /\byour partner\b(?! (?:team|agency|agencie|company|companie|organisation|organization|firm|school|site|network|program|programme|account|channel|ecosystem|vendor|manager|integration|api)s?\b)/,
    },
    {
      re: /\byour partner (?:\w+ ){0,2}(?:mind|be okay|be ok|be fine|agree|feel|think|work|move|relocate|come|support|do for a living)\b/,
    },
    { re: /\bwho do you live with\b|\bdo you live (?:alone|with (?:anyone|someone|your))\b/ },
    {
      re: /\bdo you have (?:a )?family\b|\babout your family\b(?! (?:business|company|firm|plan|planning|history|medical|health|(?:\w+ )?history))/,
    },
    {
      re: /\byour (?:\w+ )?family (?:commitment|obligation|responsibility|situation|circumstance|life|be okay|be ok|mind|feel|think|move|relocate|support|cope)\b/,
    },
  ],
  pregnancy: [
    {
      re: withYou('pregnant|pregnancy'),
      unless:
        /\bpregnan\w* (?:patient|woman|women|client|mother|people|scan|test|ultrasound|care|clinic|unit|service|ward|screening)s?\b|\b(?:patient|women|mother|client)s? who be pregnant\b/,
    },
    { re: /\b(?:be|you be) you expect(?: (?:a|another) (?:baby|child))?$/ },
    {
      re: withYou('(?:start|have|begin|grow|raise|extend) (?:a |your |the )?family'),
      unless: /\bfamily (?:back|in|abroad|overseas|at home|there|here|nearby|close)\b/,
    },
    { re: withYou('(?:a|another) baby') },
    {
      re: aboutYou(
        `(?:plan|want|intend|hope|think|consider|like|try)\\w* (?:\\w+ ){0,3}(?:more )?(?:${KIN}|family)`,
      ),
      unless: TECHNICAL_CHILD,
    },
    { re: /\bany plan for (?:kid|child|baby|a family)\b|\bplan for (?:kid|child|a family)\b/ },
    {
      re: aboutYou('(?:need|take|plan|go on|want|expect|use)\\b.*\\b(?:maternity|paternity|parental) leave'),
    },
    {
      re: withYou('fertility|ivf|birth control|contraception|contraceptive|biological clock|family planning'),
    },
    {
      re: /\b(?:little one|baby|babie|kid|child|sprog|bun)s? (?:\w+ )?(?:on the way|in the oven)\b|\bthat glow\b|\byou (?:\w+ ){0,3}glow(?:ing)?\b|\b(?:a|your) bump\b/,
    },
    // "Going off" at some point: leaving on maternity leave, in British speech.
    { re: /\byou\b.*\bgo off\b.*\b(?:at some point|soon|next year|in a year|for a while|on leave)\b/ },
  ],
  children: [
    {
      re: new RegExp(
        `\\b(?:do|have|did) you (?:\\w+ )?(?:have|get|got) (?:any |a |some |young |little |small |two |three )?(?:${KIN})\\b`,
      ),
      unless: TECHNICAL_CHILD,
    },
    { re: new RegExp(`\\byour (?:\\w+ )?(?:${KIN})\\b`), unless: TECHNICAL_CHILD },
    { re: /\bhow many (?:kid|child|son|daughter|grandchild)\b|^(?:and )?any (?:kid|child)$/ },
    // Asked of the candidate about people of theirs ("your lock screen? How old are they?").
    {
      re: /\bhow old be (?:they|them)\b/,
      unless:
        /\b(?:patient|client|customer|resident|pupil|student|user|member|learner|caller|car|vehicle|tree|building|house|system|machine)s?\b/,
    },
    {
      re: withYou(
        'childcare|child care|daycare|day care|babysit\\w*|nanny|childminder|school run|nursery run|pick up the kid',
      ),
    },
    // Availability bound to a school's day or year is the candidate's children's.
    {
      re: /\b(?:school (?:run|term|holiday|pick ?up|drop ?off|hour)s?)\b.*\b(?:clash|conflict|tie|fit|affect|interfere|around|depend)\w*\b|\b(?:clash|conflict|tie|fit|affect|interfere|around|depend)\w* (?:\w+ ){0,3}(?:school (?:run|term|holiday|pick ?up|drop ?off|hour)s?)\b/,
    },
    {
      re: /\b(?:be|you be) you (?:a )?(?:single |working |stay at home |new )?(?:parent|mother|father|mom|mum|dad)\b/,
    },
  ],
  'sexual-orientation': [
    { re: withYou('sexual orientation|sexual preference|sexuality|lgbt\\w*') },
    {
      re: /\b(?:be you|you identify as) (?:\w+ )?(?:gay|lesbian|bisexual|homosexual|heterosexual|queer|pansexual|asexual)\b/,
    },
    { re: /\bbe you straight$|\bbe you straight or\b|\bbe you (?:bi|pan)$/ },
    // The gender of the people the candidate loves or dates ("is your partner a man or a woman?").
    {
      re: new RegExp(
        `\\b(?:${PARTNERS})\\b.*\\b(?:${GENDERS}) or (?:a )?(?:${GENDERS})\\b|\\b(?:${PARTNERS}) (?:be )?(?:a )?(?:${GENDERS})\\b(?: then)?$`,
      ),
    },
    {
      re: new RegExp(
        `\\b(?:be you|you be|you) (?:\\w+ )?into (?:${GENDERS})\\b|\\b(?:prefer|preference)\\b.*\\b(?:${GENDERS}) or (?:${GENDERS})\\b`,
      ),
    },
    // The partner's gender corrected in passing ("your partner? She, sorry, he…").
    { re: /\b(?:partner|spouse|other half|wife|husband)\b.*\b(?:she (?:\w+ ){0,2}he|he (?:\w+ ){0,2}she)\b/ },
    {
      re: /\b(?:wife|husband|boyfriend|girlfriend) (?:sorry |i mean |or rather |er |um )+(?:\w+ )?(?:wife|husband|boyfriend|girlfriend)\b/,
    },
    {
      // "A husband or wife coming with you?" asks whether one is married; a guess at which is orientation.
      re: /\b(?:boyfriend|girlfriend) (?:or )?(?:\w+ ){0,2}(?:boyfriend|girlfriend)\b|\b(?:his|her) (?:\w+ )?(?:sorry|or) (?:\w+ ){0,2}(?:his|her)\b|\b(?:husband|wife) or (?:\w+ ){0,2}(?:husband|wife)\b.*\b(?:in your case|not sure|can not tell|which)\b/,
    },
  ],
  'gender-identity': [
    {
      re: withYou(
        'transgender|trans|transsexual|nonbinary|non binary|intersex|gender identity|gender expression',
      ),
    },
    { re: /\bassign\w* (?:\w+ )?at birth\b|\bbe you bear (?:a )?(?:man|woman|male|female|boy|girl)\b/ },
    { re: /\bhave you (?:ever )?(?:medically |surgically |socially )?transition(?: yet)?$/ },
    {
      re: withYou(
        '(?:gender|medical|surgical|social) transition|hormone|gender affirming|sex change|reassignment',
      ),
    },
    { re: /\byour (?:gender|sex|biological sex)\b|\bwhat (?:gender|sex) be you\b/ },
    {
      re: withYou('(?:man|woman|male|female|boy|girl) or (?:a )?(?:man|woman|male|female|boy|girl)'),
      unless: ABOUT_PARTNERS,
    },
    {
      re: /\byou identify as\b|\byour (?:preferred )?gender\b/,
      unless: /\b(?:lgb\w*|gay|lesbian|bisexual|straight|queer)\b/,
    },
    { re: /\b(?:be|you be) you always (?:a )?(?:man|woman|male|female|boy|girl)\b/ },
    {
      re: /\bbirth certificate\b.*\b(?:different|differ|say|change|match)\w*\b|\bnew(?:er)? name\b|\bdead ?name\b|\bbe you always \w+\b.*\bname\b/,
    },
  ],
};
