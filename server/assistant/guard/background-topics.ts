import { aboutYou, type TopicRules, withYou } from './topic-rule.ts';

const FAITH =
  'religion|religious|church|churchgoer|churchgoing|mosque|synagogue|temple|gurdwara|pray|prayer|worship|sabbath|ramadan|bible|quran|koran|christian|muslim|islam|islamic|jewish|hindu|buddhist|sikh|catholic|protestant|atheist|agnostic|mormon|evangelical|kosher|halal|hijab|headscarf|turban|yarmulke';
const ORIGIN =
  'nationality|citizenship|ancestry|heritage|accent|native language|mother tongue|first language|immigration|immigrant|green card|naturali[sz]\\w*|refugee|asylum|country of origin|place of birth|native country|home country|birth country';
const ETHNIC =
  'race|racial|racially|ethnic|ethnicity|ethnically|skin colou?r|colou?r of your skin|complexion';
export const PEOPLES =
  'black|white|asian|hispanic|latino|latina|latinx|caucasian|african american|native american|indigenous|mixed race|mixed|biracial|arab|traveller|traveler|gypsy|roma|romani';
const AILMENT =
  'disability|disabled|handicap\\w*|impairment|illness|disease|injury|allergy|sickness|mental illness|(?:medical|health|chronic|pre existing|mental health|heart|physical|psychological) (?:condition|problem|issue)';
const DIAGNOSIS =
  'depression|anxiety|bipolar|adhd|autism|autistic|ptsd|cancer|diabetes|hiv|aids|epilepsy|epileptic|diabetic|asthmatic|addiction|alcoholism|alcoholic|dyslexia|dyslexic|dyspraxia|dyspraxic|schizophrenia|ocd|migraine|asthma|arthritis|back problem';
/** People the question may be about instead of the candidate ("patients with diabetes"). */
const OTHERS =
  '(?:(?!\\b(?:patient|client|customer|user|resident|people|person|someone|colleague)s?\\b)[\\w ])*?';
const HISTORY_PAY =
  '(?:current|previous|last|past|prior|present|old|former|existing) (?:\\w+ ){0,2}(?:salary|pay|compensation|comp|wage|earnings|package|base|bonus|rate|income|ote|remuneration)';

/** Faith, origin, race, health, record, pay history, discharge and genes. */
export const BACKGROUND_TOPICS: TopicRules = {
  religion: [
    { re: withYou(FAITH), unless: /\b(?:good|bad) faith\b/ },
    { re: new RegExp(`\\bbe (?:that|it) an? (?:${FAITH}) (?:name|surname)\\b`) },
    { re: /\b(?:which|what) (?:religious )?holiday\w* do you (?:celebrate|observe|keep)\b/ },
    {
      re: /\b(?:do|will|would) you (?:\w+ )?(?:celebrate|observe|keep|fast for|fast during|mark)\b.*\b(?:christmas|easter|eid|diwali|hanukkah|chanukah|passover|yom kippur|lent|ramadan|holiday|sabbath|shabbat)\b/,
    },
    { re: /\bobserve (?:any )?(?:religious|holy)\b|\bbelieve in god\b|\bgo to (?:church|mass|service)\b/ },
  ],
  'national-origin': [
    { re: withYou('family (?:\\w+ )?back (?:in|home)|back home in|go back (?:home|often|to your country)') },
    {
      re: /\bwhere be you (?:originally |really |actually )?from\b|\bwhere do you (?:originally )?come from\b/,
    },
    {
      re: /\bwhere (?:be|do) (?:you|your (?:\w+ )?(?:parent|family|mother|father|grandparent|folk|people)s?) (?:\w+ )?(?:grow up|raise|bear|come from|from)\b/,
    },
    {
      re: /\bbe you bear (?:here|abroad|overseas|in (?:this|the|another) (?:country|us|uk|states)|in the (?:us|uk|states))\b/,
    },
    {
      re: withYou(ORIGIN),
      unless:
        /\brules? of origin\b|\bcertificates? of origin\b|\b(?:country|place) of origin (?:for|of) (?:the |a |these |those )?(?:goods|products?|bikes?|items?|shipments?|imports?|exports?|parts?)\b/,
    },
    { re: /\byour visa\b.*\b(?:run out|expire|end|renew)\w*\b|\bwhen do your visa\b/ },
    // Which country's passport, or a passport against a visa: citizenship, not the right to work.
    {
      re: /\b(?:what|which|whose) (?:\w+ )?passport\b|\bpassport (?:do you hold|you hold|be it)\b|\b(?:british|american|us|uk|eu|irish|canadian|indian|foreign) passport\b|\bpassport or (?:\w+ ){0,2}visa\b/,
    },
    { re: /\bwhat country\b.*\b(?:from|bear|grow up)\b/ },
    // The language of one's home or childhood, not a language the job needs.
    {
      re: /\b(?:what|which) language\w* (?:do|do you|be) (?:you |your )?(?:\w+ ){0,2}(?:speak|use|talk)\b.*\b(?:at home|with your|grow up|as a (?:kid|child))\b|\blanguage\w* (?:do|did) you (?:dream|think|count|pray|swear) in\b/,
    },
    {
      re: /\bwhere be your (?:\w+ )?(?:parent|family|name|surname|accent|ancestor|people|grandparent|mother|father)\b/,
    },
    { re: /\b(?:be|you be) you (?:a |an )?(?:\w+ ){0,2}citizen\b|\bcitizen of\b/ },
    { re: /\bhow long have you (?:be|live) in (?:this|the) (?:country|us|uk|united states|states)\b/ },
    {
      re: /\bwhat (?:kind|sort|origin) of name\b|\bwhat origin be your name\b|\bbe (?:that|it) an? (?!(?:jewish|muslim|christian|hindu|sikh|catholic|islamic)\b)\w+ (?:name|surname)\b/,
    },
    { re: /\bwhere be (?:the|your) (?:family|parent|name|surname|folk|people)s? (?:originally )?from\b/ },
    { re: withYou('cultural (?:background|heritage|root|identity)|culturally') },
    {
      re: /\b(?:(?:your|that|this) |an? (?:\w+ )?)accent\b/,
      unless: /\b(?:customer|caller|client|patient|user|colleague)s?\b/,
    },
  ],
  race: [
    { re: withYou(ETHNIC), unless: /\brace (?:condition|to|car)\b|\brat race\b|\barm race\b/ },
    { re: new RegExp(`\\bbe you (?:\\w+ )?(?:${PEOPLES})\\b`) },
    // The candidate's race given as the reason at the end ("How'd you get on with the lads, being Asian?").
    { re: new RegExp(`\\byou\\b.*\\b(?:be|being) (?:${PEOPLES})$`) },
    { re: /\bbe you (?:\w+ )?mix(?: race| heritage| background| or\b|$)/ },
    {
      re: new RegExp(
        `\\b(?:half|quarter|part) (?:${PEOPLES}|caribbean|african|asian|indian|chinese|japanese|jamaican|nigerian|pakistani|bangladeshi|filipino|korean|mexican|arab|somali|ghanaian)\\b`,
      ),
    },
    { re: /\byour (?:\w+ )?heritage\b|\bwhat be your heritage\b/ },
    // A photo asked with the application: how the candidate looks.
    {
      re: /\b(?:send|attach|include|provide|bring|add) (?:us )?(?:a |your )?(?:recent )?(?:photo|photograph|picture|headshot)\b/,
    },
    // The candidate named a person of colour ("You'd be the first person of colour on the team").
    { re: /\b(?:you|your)\b.*\b(?:(?:person|people|woman|women|man|men) of colou?r|poc|bame|bipoc)\b/ },
    // The candidate described by race ("the only Black guy on site", "the only Asian engineer").
    {
      re: new RegExp(
        `\\b(?:you|your)\\b.*\\b(?:the only|a|an|one of the few) (?:\\w+ )?(?:${PEOPLES}) (?:guy|man|woman|person|one|girl|boy|lad|bloke|member|employee|worker|people|face)s?\\b|\\b(?:the only|one of the few) (?:${PEOPLES}) \\w+ (?:on|in|at|here|there)\\b`,
      ),
    },
    // Other people's race set against the candidate ("mostly white, would they relate to you?").
    {
      re: new RegExp(
        `\\b(?:${PEOPLES})\\b.*\\b(?:relate to|fit in with|get on with|take to|warm to|accept|trust|upset|bother|be comfortable with) you\\b`,
      ),
    },
    // Descent named through a family or background: "you're from a traveller family".
    {
      re: new RegExp(
        `\\b(?:you|your)\\b.*\\b(?:${PEOPLES}) (?:family|background|heritage|roots|descent|community|parent|origin)`,
      ),
    },
  ],
  'disability-health': [
    {
      re: new RegExp(
        `\\b(?:do|have|be|did) you (?:ever |currently |still |now )?(?:have|get|suffer from|live with|struggle with|deal with|be diagnose with|be treat for|be) (?:from |with |for )?(?:any |a |an )?(?:\\w+ )?(?:${AILMENT})\\b`,
      ),
      unless: /\bwith or without (?:a )?(?:reasonable )?accommodation\b/,
    },
    {
      re: /\bbe you (?:currently |ever )?(?:on (?:any )?(?:\w+ )?(?:medication|medicine|meds|prescription|pill|antidepressant|painkiller|insulin|steroid|drug)s?|disabled|sick|ill|healthy|in good health|deaf|blind|in a wheelchair|(?:a )?(?:smoker|drinker|alcoholic))\b/,
    },
    {
      re: /\bhave you (?:ever )?(?:be |get )?(?:treat|diagnose|hospitalize|hospitalise|injure|to rehab|in rehab|test for|see a (?:therapist|psychiatrist|counselor|counsellor))\b/,
    },
    {
      re: withYou('sick (?:day|leave|note)|time off sick|medical leave|day off (?:sick|ill)|absence record'),
    },
    { re: withYou("worker\\w* ?(?:'s |’s )?comp\\w*") },
    {
      re: aboutYou(
        '(?:take|use|on) (?:any )?(?:medication|medicine|meds|prescription)|take\\b.*\\b(?:tablet|pill|painkiller|antidepressant|medication|medicine)s?',
      ),
    },
    {
      re: new RegExp(
        `\\bthe (?:${DIAGNOSIS}|${AILMENT})\\b (?:\\w+ )?(?:thing|issue|stuff|problem)?\\b.*\\byou (?:mention|say|tell|disclose|bring up)`,
      ),
    },
    {
      re: /\b(?:your|the|that) (?:hearing aid|wheelchair|prosthetic|walking stick|crutch|cane)\b.*\byou\b|\byou\b.*\b(?:your|the|that) (?:hearing aid|wheelchair|prosthetic|walking stick|crutch|cane)\b/,
    },
    // The candidate's body asked after ("is your back ok?", "how's your knee holding up?").
    {
      re: /\byour (?:back|knee|hip|shoulder|neck|leg|arm|wrist|ankle|eye|eyesight|hearing|heart|chest|joint)s? (?:be )?(?:ok|okay|alright|all right|fine|good|bad|better|hold up|play up|give you (?:trouble|grief|gyp))\b|\bbad (?:back|knee|hip|shoulder|neck|heart|chest)\b.*\byou\b|\byou\b.*\bbad (?:back|knee|hip|shoulder|neck|heart|chest)\b/,
    },
    { re: new RegExp(`\\b(?:have|do|be|did) you (?:ever )?${OTHERS}\\b(?:${DIAGNOSIS})\\b`) },
    { re: new RegExp(`\\byou be (?:a |an |quite |very |a bit )?(?:${DIAGNOSIS})\\b`) },
    {
      re: new RegExp(
        `\\byour (?:${DIAGNOSIS}|disability|illness|diagnosis|medication|medical (?:history|record|condition|issue|problem|leave|file))\\b`,
      ),
    },
    {
      re: /\byour (?:mental |physical )?health\b(?! (?:care|and safety|system|service|record|tech|plan|insurance|team))/,
    },
    { re: /\bhow (?:tall|heavy) be you\b|\bhow much do you weigh\b|\byour (?:weight|height)\b/ },
    // Spoken shorthand with no "you": "Any health problems we should know about?"
    { re: new RegExp(`^(?:and |so )?any (?:\\w+ )?(?:${AILMENT}|${DIAGNOSIS})`) },
  ],
  'arrest-record': [
    {
      re: withYou(
        'arrest|detain|custody|jail|prison|incarcerate\\w*|mugshot|rap sheet|criminal record|police record|criminal history|charge (?:with|for)|trouble with the (?:law|police)',
      ),
      unless:
        /\b(?:background|criminal record|record|dbs|police|security) check\b(?!.*\b(?:arrest|detain|custody)\b)/,
    },
    // Dealings with the police, asked of the candidate or as a fragment ("ever been picked up by the cops").
    {
      re: /\b(?:pick up|hold|stop|question|caution|take in|bring in)\b(?: \w+){0,3} by (?:the )?(?:police|cop|copper)s?\b|\b(?:trouble|bother|run in|run ins|brush|brushes) with (?:the )?(?:police|cop|law)s?\b/,
    },
  ],
  'salary-history': [
    { re: withYou(HISTORY_PAY) },
    {
      re: /\bhow much (?:do|be|did|were|have) you (?:\w+ ){0,2}(?:make|earn|pay|take home|bring home)\b/,
      unless: /\b(?:expect|expectation|want|hope|need|look for|ask for|target|would)\b/,
    },
    {
      re: /\bwhat (?:be|do) you (?:currently |now )?(?:make|earn|pay)\b(?= now| currently| at | a year| per | annually|$)/,
    },
    { re: /\bsalary history\b|\bpay (?:stub|slip)\b|\bpayslip\b|\bw ?2\b|\bp60\b/ },
    // "What are you on now?": the candidate's current pay, in British speech.
    {
      re: /\bwhat (?:be )?you on\b.*\b(?:basic|salary|an hour|overtime|a year|per hour|per year|grand)\b|\bwhat (?:be )?you (?:be )?on (?:now|currently|at the moment|at present|these days)\b/,
    },
    {
      re: /\b(?:salary|pay|compensation|wage|earnings|base pay|bonus|package)\b.*\b(?:at|in|from) (?:your|the) (?:current|previous|last|past|prior|old|former) (?:job|role|position|employer|company|team)\b/,
    },
  ],
  'military-discharge': [
    {
      re: /\bdischarge\b.*\b(?:military|army|navy|air force|marine|coast guard|service|honorabl\w*|dishonorabl\w*)\b|\b(?:military|army|navy|air force|marine|coast guard|honorabl\w*|dishonorabl\w*|general|medical|type of|kind of|other than honorable) (?:\w+ )?discharge\b/,
      unless: /\bpatient\b/,
    },
    { re: /\bbe you (?:\w+ )?discharge\b(?! (?:the|a|your) patient)|\bdd ?214\b/ },
    {
      re: withYou(
        '(?:military|army|navy|air force|marines?|corps|service)\\b.*\\b(?:kick out|kicked out|throw out|thrown out|let go|separation|separate)',
      ),
    },
    // Why the candidate left the service, or whether they still serve (reserve duty).
    {
      re: /\bwhy (?:do|did|have) you (?:\w+ )?(?:leave|get out of|quit|come out of) (?:the )?(?:military|army|navy|air force|marines?|corps|service|forces|reserves?)\b/,
    },
    {
      re: /\b(?:be you|you be) (?:still )?(?:in|with) the (?:reserves?|national guard|guard|territorials?|army reserve)\b/,
    },
    {
      re: /\b(?:army|navy|military|forces|marines?|raf|air force)\b.*\b(?:send you home|let you go|end up leave|end up leaving|get out|come out|leave early|cut short)\b/,
    },
    {
      re: withYou(
        '(?:deploy\\w*|mobili[sz]\\w*|call up|drill weekend)s?\\b.*\\b(?:guard|reserves?|again|soon)',
      ),
    },
    // Harm from service asked of the veteran: service-connected injuries, a disability rating.
    {
      re: withYou(
        '(?:service|combat|deployment|war|tour)(?: related| connected| incur\\w*)? (?:injur\\w*|disabilit\\w*|trauma|ptsd|wound\\w*|condition)|(?:combat|deploy\\w*|afghanistan|iraq)\\b.*\\b(?:injur\\w*|trauma|ptsd|wound\\w*)|(?:va |disability )rating|bcd',
      ),
    },
    {
      re: /\b(?:leave|left|get out of|come out of|discharge\w* from) (?:the )?(?:military|army|navy|air force|marines?|forces|service)\b.*\b(?:health|medical|injur\w*|ptsd|mental)\b/,
    },
  ],
  'genetic-information': [
    {
      re: withYou(
        'genetic (?:test\\w*|information|screen\\w*|condition|disorder|marker|predisposition|risk|history|makeup|counsel\\w*)|dna (?:\\w+ )?(?:test\\w*|screen\\w*|sample|check|profile)|brca|hereditary',
      ),
    },
    { re: withYou('run in (?:your|the) family|family (?:medical |health )?history|famil\\w* history of') },
    {
      re: /\b(?:anyone|someone|anybody|member) (?:\w+ )?in your family (?:\w+ ){0,3}(?:have|suffer|die|diagnose|history)\b/,
    },
    {
      re: /\byour (?:parent|mother|father|mom|mum|dad|sibling|brother|sister|grandparent|grandmother|grandfather|relative)s? (?:\w+ ){0,2}(?:have|die|suffer|diagnose)\w*\b.*\b(?:disease|illness|cancer|condition|problem|diabetes|dementia|alzheimer|stroke|heart)\b/,
    },
    { re: withYou('inherit\\w* (?:\\w+ )?(?:disease|illness|condition|disorder)') },
    {
      re: new RegExp(`(?=.*\\bin your family\\b).*\\b(?:${DIAGNOSIS}|disease|illness|condition|disorder)\\b`),
    },
    // The health of the candidate's relatives: what they may inherit.
    {
      re: /\byour (?:parent|mother|father|mom|mum|dad|sibling|brother|sister|grandparent|grandmother|grandfather|relative|family)s?\b.*\b(?:healthy|disease|illness|cancer|condition|diabetes|dementia|alzheimer|stroke|heart|test for|tested for)\b/,
    },
  ],
};
