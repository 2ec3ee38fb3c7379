import { type LiveQuestion, q } from './bank.ts';

/** Warehouse, logistics, manufacturing and other operations roles, supervisors included. */
export const OPERATIONS: LiveQuestion[] = [
  q(
    'experience',
    'experience role background current site shift team operation',
    'Tell me about your current role and the operation you run: the site, your team, and what you are measured on.',
    ['detail', 'Which of those measures is hardest to hit on your shift, and why?'],
  ),
  q(
    'safety',
    'safety health incident accident risk hazard near miss compliance',
    'Tell me about a safety incident or near miss on your shift. What did you do in the moment, and afterwards?',
    ['result', 'What changed on the floor because of it?'],
    ['people', 'How did you get the team to follow the new way of working?'],
  ),
  q(
    'targets',
    'target kpi productivity throughput performance rate metric on-time',
    'Which targets does your shift work to, and tell me about a time you were falling behind one. What did you do?',
    ['reasoning', 'Why did you choose that fix over the alternatives?'],
  ),
  q(
    'staffing',
    'staffing rota schedule absence cover shift planning labour',
    'Two people call in sick an hour before a busy shift. Walk me through what you do.',
    ['detail', 'How do you decide which work can wait?'],
  ),
  q(
    'peak',
    'peak season planning volume forecast capacity plan',
    'How did you prepare your team for your last peak period, and how did it go?',
    ['lesson', 'What would you plan differently for the next one?'],
  ),
  q(
    'process improvement',
    'improvement improve process lean efficiency waste change',
    'Tell me about a process you improved. How did you find the problem, and how did you know the change worked?',
    ['people', 'How did the team react to the change?'],
  ),
  q(
    'accuracy',
    'inventory stock accuracy quality error count audit',
    'How do you keep stock or order accuracy high, and tell me about a time it slipped.',
    ['detail', 'How did you find the root of the problem?'],
  ),
  q(
    'underperformance',
    'performance people management underperformance conduct team member supervisor leadership',
    'Tell me about a team member who was not meeting expectations. How did you handle it?',
    ['result', 'Where did things end up with that person?'],
    ['lesson', 'What would you do sooner next time?'],
  ),
  q(
    'conflict',
    'conflict team disagreement communication leadership',
    'Describe a conflict between two people on your team and how you dealt with it.',
    ['detail', 'How did you make sure it did not come back?'],
  ),
  q(
    'breakdown',
    'equipment breakdown problem disruption delay supplier carrier',
    'Tell me about a time equipment failed or a delivery did not arrive during your shift. How did you keep things moving?',
    ['people', 'Who did you keep informed, and how?'],
  ),
  q(
    'training',
    'training train induction new starter onboarding develop',
    'How do you train new starters so they are safe and productive quickly?',
    ['detail', 'How do you know when someone is ready to work on their own?'],
  ),
  q(
    'motivation',
    'motivation interest why role company move',
    'What makes this site and this role the right next step for you?',
    ['detail', 'What would you focus on in your first 30 days?'],
  ),
];
