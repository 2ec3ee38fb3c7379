import { type LiveQuestion, q } from './bank.ts';

/**
 * Software and data roles in conversation: projects, design choices, data, operations and the
 * people around the work. Exercise-specific questions (coding, system design) come from the
 * interview type's bank (question-bank.ts) when the interview is one.
 */
export const ENGINEERING: LiveQuestion[] = [
  q(
    'project deep dive',
    'project deep dive recent experience background work proud',
    'Walk me through a recent project you are proud of: the problem, your part in it, and how it turned out.',
    ['reasoning', 'Why that design, and what else did you consider?'],
    ['obstacle', 'What was the hardest part, and how did you get past it?'],
    ['lesson', 'What would you do differently if you started it again?'],
  ),
  q(
    'correctness',
    'project correctness test testing release rollout verify',
    'How did you make sure the new version was correct before you switched over to it?',
    ['detail', 'What would have told you quickly that something was wrong after the switch?'],
  ),
  q(
    'concurrency',
    'data consistency concurrency transaction lock locking race database',
    'Two requests change the same record at the same moment. How do you keep the data correct?',
    ['detail', 'How would you test that two concurrent changes cannot both get through?'],
  ),
  q(
    'data modelling',
    'data model modelling schema database storage design',
    'Tell me about a data model you designed. What did you optimise it for, and what would you change now?',
    ['reasoning', 'Which access pattern drove the design most?'],
  ),
  q(
    'migrations',
    'data migration schema database change downtime large table',
    'How do you change the schema of a large, busy table without downtime? Walk me through one you did.',
    ['detail', 'How did you roll it back if something went wrong half-way?'],
  ),
  q(
    'incident',
    'operation operations on-call incident outage production reliability',
    'Tell me about the worst production incident you handled. What did you see, and what did you do first?',
    ['people', 'How did you keep others informed while it was going on?'],
    ['lesson', 'What changed afterwards so it would not happen again?'],
  ),
  q(
    'debugging',
    'debug debugging bug root cause investigation operation',
    'Tell me about a hard bug you tracked down. How did you narrow it down to the cause?',
    ['detail', 'What evidence ruled out your first guess?'],
  ),
  q(
    'observability',
    'monitoring observability alert metric dashboard operation on-call',
    'How do you decide what to monitor and alert on for a service you own?',
    ['detail', 'Tell me about an alert you removed or changed. Why?'],
  ),
  q(
    'analysis',
    'analysis analyst insight decision data question business',
    'Tell me about an analysis you did that changed a decision. What was the question, and how did you answer it?',
    ['reasoning', 'Why that method, and what would have made you doubt the result?'],
    ['result', 'What happened after the decision was made?'],
  ),
  q(
    'data quality',
    'sql query data quality check accuracy source pipeline',
    'How do you make sure a query’s numbers are right before you share them?',
    ['detail', 'Tell me about a time a check caught a mistake. What had gone wrong?'],
  ),
  q(
    'experiments',
    'experiment test a/b ab significance hypothesis metric',
    'How would you design an A/B test for a change on our website, and how would you decide when it is done?',
    ['detail', 'What would you do if the result looked significant after a few days?'],
  ),
  q(
    'dashboards',
    'dashboard report reporting looker visualisation stakeholder',
    'Tell me about a dashboard or report people actually used. How did you find out what they needed?',
    ['result', 'How did you know it was being used?'],
  ),
  q(
    'trade-offs with non-engineers',
    'communication stakeholder non-engineer product business trade-off explain',
    'Tell me about a time you explained a technical trade-off to people who are not engineers. How did you put it?',
    ['result', 'What did they decide, and did it turn out well?'],
  ),
  q(
    'disagreement',
    'collaboration disagreement review conflict team design',
    'Describe a technical disagreement with a colleague. How was it resolved?',
    ['lesson', 'Looking back, who was right, and what did you learn?'],
  ),
  q(
    'mentoring',
    'mentor mentoring coach junior team growth review',
    'How have you helped a less experienced engineer grow? Give me a concrete example.',
    ['result', 'What could they do on their own afterwards that they could not before?'],
  ),
  q(
    'motivation',
    'motivation interest why role company team move',
    'What makes this team and this role the right next step for you?',
    ['detail', 'What would you want to understand first about our systems?'],
  ),
];
