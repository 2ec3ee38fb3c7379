import { type LiveQuestion, q } from './bank.ts';

/** Graduate, entry-level and any role the job does not place in a family. */
export const GENERAL: LiveQuestion[] = [
  q(
    'experience',
    'experience background study degree project role',
    'Tell me about a project, at work or in your studies, that you are proud of, and the part you played in it.',
    ['reasoning', 'Which decision in it mattered most, and how did you make it?'],
    ['result', 'How did it turn out?'],
  ),
  q(
    'teamwork',
    'teamwork team group collaboration colleague',
    'Tell me about a group project or team where things were not going well. What did you do?',
    ['people', 'How did the others respond?'],
    ['lesson', 'What would you do differently now?'],
  ),
  q(
    'learning',
    'learn learning skill new quickly adapt',
    'Tell me about something you had to learn quickly. How did you go about it?',
    ['detail', 'How did you know you had learned it well enough?'],
  ),
  q(
    'deadlines',
    'deadline time pressure organise organisation priority plan',
    'Describe a time you had several deadlines at once. How did you decide what to do first?',
    ['result', 'Did everything get done? What slipped, if anything?'],
  ),
  q(
    'initiative',
    'initiative ownership improve idea proactive',
    'Tell me about a time you improved something without being asked.',
    ['people', 'Who did you need to persuade, and how?'],
  ),
  q(
    'feedback',
    'feedback growth development criticism',
    'Tell me about a piece of feedback that changed how you work.',
    ['detail', 'What did you do differently in the weeks after?'],
  ),
  q('mistake', 'mistake error wrong failure', 'Tell me about a mistake you made and how you handled it.', [
    'lesson',
    'What do you do now to avoid it?',
  ]),
  q(
    'customer',
    'customer client public service communication',
    'Tell me about a time you helped a customer, client or member of the public with a difficult problem.',
    ['result', 'How did it end for them?'],
  ),
  q(
    'motivation',
    'motivation interest why role company career goal',
    'What attracts you to this role, and where would you like it to take you in the next two years?',
    ['detail', 'What would you want to learn first?'],
  ),
];
