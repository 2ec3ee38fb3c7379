import { type LiveQuestion, q } from './bank.ts';

/** Product design, UX research and product management. */
export const DESIGN_PRODUCT: LiveQuestion[] = [
  q(
    'portfolio',
    'portfolio project case study walkthrough experience work recent',
    'Walk me through a recent project you are proud of: the problem, your part in it, and what shipped.',
    ['reasoning', 'Which design decision in it was hardest, and what did you weigh up?'],
    ['result', 'How did you know it worked for the people using it?'],
  ),
  q(
    'research',
    'research user interview usability test insight discovery',
    'Tell me about a piece of user research that changed your mind about a design.',
    ['detail', 'How did you decide who to talk to and what to ask?'],
  ),
  q(
    'decisions',
    'decision trade-off prioritise data evidence',
    'Tell me about a design decision you made with incomplete information. How did you decide?',
    ['lesson', 'What would you do differently with hindsight?'],
  ),
  q(
    'collaboration',
    'collaboration partner engineer product manager stakeholder cross-functional',
    'Describe a time you disagreed with a product manager or an engineer about a solution. How was it resolved?',
    ['people', 'How did the working relationship go afterwards?'],
  ),
  q(
    'critique',
    'critique feedback review presentation',
    'Tell me about feedback on your work that was hard to hear. What did you do with it?',
    ['result', 'How did the work change because of it?'],
  ),
  q(
    'accessibility',
    'accessibility inclusive contrast screen reader standard',
    'How do you make sure your designs work for people with disabilities? Give me a concrete example.',
    ['detail', 'How did you check it with real users or tools?'],
  ),
  q(
    'design system',
    'design system component pattern consistency library',
    'How have you contributed to or used a design system, and where did you have to break from it?',
    ['reasoning', 'Why was breaking from it the right call there?'],
  ),
  q(
    'measuring success',
    'metric success outcome measure launch impact goal',
    'How did you measure the success of the last thing you shipped, and what did the numbers tell you?',
    ['detail', 'What did you change after seeing them?'],
  ),
  q(
    'prioritisation',
    'roadmap prioritise priority scope backlog strategy',
    'Tell me about a time you had to cut scope to hit a date. How did you decide what to keep?',
    ['people', 'How did you explain the cut to stakeholders?'],
  ),
  q(
    'failure',
    'failure mistake fail lesson learn',
    'Tell me about a project that did not land the way you hoped. What happened?',
    ['lesson', 'What do you do differently now?'],
  ),
  q(
    'motivation',
    'motivation interest why role company product move',
    'What draws you to our product and this role in particular?',
    ['detail', 'What would you want to understand first about our users?'],
  ),
];
