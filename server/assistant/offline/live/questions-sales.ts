import { type LiveQuestion, q } from './bank.ts';

/** Sales roles: track record, discovery, objections, pipeline and the people around a deal. */
export const SALES: LiveQuestion[] = [
  q(
    'track record',
    'track record result quota attainment number performance target revenue',
    'How did you do against quota over the last two years, and how does that compare with the rest of your team?',
    ['detail', 'What was different about the quarter that went best?'],
  ),
  q(
    'biggest deal',
    'track record deal win close result biggest',
    'Walk me through the biggest deal you closed last year, from first contact to signature.',
    ['reasoning', 'What was the moment the deal turned in your favour, and why?'],
    ['people', 'Who was involved on their side, and how did you reach the budget holder?'],
  ),
  q(
    'lost deal',
    'lose lost deal pipeline forecast lesson',
    'Tell me about a deal you expected to win and lost. What happened?',
    ['lesson', 'What do you do differently since then?'],
  ),
  q(
    'discovery',
    'discovery qualification call need pain problem question',
    'Take me through a real first discovery call you ran recently. What did you want to learn, and what did you learn?',
    ['reasoning', 'How did that change what you did on the next call?'],
  ),
  q(
    'objections',
    'objection handle pushback price competitor negotiation',
    'What is the toughest objection you hear, and how did you handle it the last time it came up?',
    ['result', 'How did that deal end?'],
  ),
  q(
    'negotiation',
    'negotiation negotiate discount price term close procurement',
    'Tell me about a negotiation where the buyer pushed hard on price. What did you give, and what did you get in return?',
    ['reasoning', 'How did you decide where your walk-away point was?'],
  ),
  q(
    'prospecting',
    'pipeline prospecting prospect outbound generation lead territory',
    'How do you build pipeline when inbound leads dry up? Give me an example from a recent quarter.',
    ['detail', 'Which part of that would you start with in your first month here?'],
  ),
  q(
    'forecasting',
    'forecast forecasting pipeline commit accuracy crm salesforce',
    'How do you decide what goes into your commit forecast, and how accurate were you last quarter?',
    ['detail', 'Tell me about a deal that slipped out of commit. What did you learn from it?'],
  ),
  q(
    'stakeholders',
    'stakeholder buyer champion multithread executive budget',
    'Tell me about a deal with several stakeholders who wanted different things. How did you bring them together?',
    ['people', 'How did you find out who really held the budget?'],
  ),
  q(
    'collaboration',
    'collaboration team sdr solution engineer partner marketing',
    'How do you work with your SDRs and solutions engineers on a deal? Give me a recent example.',
    ['detail', 'What do you do when that collaboration is not working?'],
  ),
  q(
    'coachability',
    'feedback coaching manager growth learn',
    'What is the most useful feedback a sales manager has given you, and what did you change because of it?',
    ['result', 'How did it show up in your results?'],
  ),
  q(
    'motivation',
    'motivation interest why role company move',
    'What makes this role and our market the right next step for you?',
    ['detail', 'What would you need from us to ramp up quickly?'],
  ),
];
