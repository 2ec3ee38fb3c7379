import { type Concept, concept } from './concept.ts';

/** Competencies every role is rated on: how a person communicates, leads, owns and works with others. */
export const PEOPLE_CONCEPTS: Concept[] = [
  concept(
    'communication',
    'communication',
    'communicate|communication|communicator|explain|articulate|presentation|present|clarity|clearly|listen|listening|written|verbal',
    'explain|walk through|walk them through|walk him through|walk her through|~present|presentation|write up|~summary|summarize|clarify|plain language|plain english|simple term|layman|analogy|diagram|listen|check understanding|keep inform|keep them inform|keep them update|~update|memo|one pager|demo|teach back|translate|jargon|~audience|talk them through|~document',
  ),
  concept(
    'stakeholders',
    'working with stakeholders',
    'stakeholder|non technical|non engineer|business partner|executive|cross functional|client facing|senior leader',
    'stakeholder|non technical|non engineer|executive|finance|finance team|product manager|product owner|director|vp|ceo|cfo|cto|leadership team|board|sales team|marketing|legal|business side|business case|sponsor|head of|account team',
  ),
  concept(
    'trade-offs',
    'weighing trade-offs',
    'trade off|tradeoff|decision making|make decision|judgement call|weigh option',
    'trade off|tradeoff|~option|alternative|~instead of|~rather than|pros and con|weigh|downside|upside|compromise|~cost of|~risk of|~decide|~chose|~choose|in exchange',
  ),
  concept(
    'leadership',
    'leadership',
    'lead|leadership|leader|manage people|people management|mentor|mentorship|coach|coaching|influence|motivate|vision|line manage',
    '~lead|lead a team|lead the team|lead a group|team lead|tech lead|mentor|coach|~delegate|motivate|~hire|one on one|1:1|career growth|set the direction|vision|~align|rally|take charge|step up|run the team|performance review|~onboard|unblock|manage a team|my team|report to me|direct report',
  ),
  concept(
    'ownership',
    'ownership',
    'ownership|own|accountability|accountable|responsibility|responsible|initiative|end to end|proactive|self starter|drive result',
    'own|take responsibility|take ownership|accountable|end to end|on call|follow through|~follow up|initiative|volunteer|step up|my responsibility|~make sure|post mortem|postmortem|~drive|from start to finish|nobody ask me|on my own',
  ),
  concept(
    'collaboration',
    'collaboration',
    'collaboration|collaborate|collaborative|teamwork|team player|work with other|work across|partnership|multidisciplinary',
    'collaborate|collaboration|we agree|agree|share the load|cover for|help her|help him|swap|take two of her|~pair|pair programming|work closely|together with|cross functional|partner with|consensus|bring in|multidisciplinary|mdt|huddle|~handover|~hand over|physio|pharmacist|~colleague|support each other|help each other',
  ),
  concept(
    'conflict',
    'handling disagreement',
    'conflict|disagreement|difficult conversation|tension|conflict resolution',
    'disagree|disagreement|conflict|push back|pushback|common ground|mediate|difficult conversation|tension|agree to disagree|find a middle ground|middle ground|~resolve',
  ),
  concept(
    'learning',
    'learning and adaptability',
    'learning|learn|adaptability|adaptable|adapt|curiosity|curious|growth mindset|change|ambiguity|resilience|resilient|feedback',
    'learn|pick up|adapt|pivot|new to me|~course|teach myself|curious|ambiguity|~feedback|~reflect|in hindsight|next time|do differently|lesson|improve myself|change my approach',
  ),
  concept(
    'prioritisation',
    'prioritisation',
    'prioritize|prioritization|priority|time management|organize|organization|multitask|workload|deadline|under pressure|competing demand',
    'prioritize|prioritization|priority|urgent|most urgent|most critical|deadline|defer|backlog|~sequence|impact and effort|~schedule|timebox|time box|to do list|under pressure|at the same time|juggle|~first thing|triage|~delegate|put on hold|~come back to',
  ),
  concept(
    'problem-solving',
    'problem solving',
    'problem solving|problem solve|analytical|analysis|troubleshoot|troubleshooting|debug|debugging|root cause|reasoning|critical thinking',
    'root cause|debug|troubleshoot|investigate|hypothesis|diagnose|narrow down|~reproduce|~profile|~measure|analyze|figure out|experiment|five whys|rule out|isolate|break it down|break down',
  ),
  concept(
    'attention-to-detail',
    'attention to detail',
    'detail|accuracy|accurate|thorough|thoroughness|precise|precision|meticulous',
    'double check|checklist|~verify|~review|audit|accuracy|~catch|~mistake|~error|cross check|reconcile|proofread',
  ),
  concept(
    'integrity',
    'integrity',
    'integrity|ethic|ethical|honest|honesty|trustworthy|value|professionalism',
    'honest|transparent|admit|own up|ethical|right thing|report it|confidential|confidentiality|speak up|whistle|~boundary',
  ),
  concept(
    'results',
    'results',
    'result|impact|track record|achievement|performance|target|outcome|deliver result|kpi|metric',
    '~target|quota|exceed|~achieve|~increase|~reduce|~grow|revenue|~save|~result|outcome|kpi|metric|on time|percent|improve by|~cut|~double|halve',
  ),
];
