import { type LiveQuestion, q } from './bank.ts';

/** Customer support and success roles, individual contributors and leads. */
export const SUPPORT: LiveQuestion[] = [
  q(
    'experience',
    'experience role background current support team customer',
    'Tell me about your current role: the support team, its customers and channels, and what you are responsible for.',
    ['detail', 'Which part of that do you enjoy most, and which would you change?'],
  ),
  q(
    'difficult customer',
    'customer difficult angry upset de-escalation complaint empathy',
    'Tell me about the most difficult customer conversation you have had recently. How did you handle it?',
    ['result', 'How did the customer feel at the end, and how do you know?'],
    ['lesson', 'What would you say differently next time?'],
  ),
  q(
    'escalation',
    'escalation escalate engineering product bug issue technical',
    'Describe a time you had to escalate a customer issue to another team. How did you make sure it got fixed?',
    ['people', 'How did you keep the customer informed while they waited?'],
  ),
  q(
    'prioritisation',
    'queue ticket prioritise priority volume backlog sla spike',
    'When the queue spikes, how do you decide what gets answered first? Tell me about a recent busy day.',
    ['detail', 'What did you change afterwards so the next spike was easier?'],
  ),
  q(
    'metrics',
    'metric csat nps response resolution quality target performance',
    'Which measures do you use to know your support is good, and how did your team do on them last quarter?',
    ['reasoning', 'Which of those measures do you trust least, and why?'],
  ),
  q(
    'saying no',
    'customer no expectation policy refund request boundary',
    'Tell me about a time you had to tell a customer no. How did you do it and keep the relationship?',
    ['result', 'What happened with that customer afterwards?'],
  ),
  q(
    'voice of the customer',
    'feedback product improvement insight trend customer voice',
    'Give me an example of customer feedback you turned into a change in the product or in a process.',
    ['people', 'Who did you need to convince, and how?'],
  ),
  q(
    'knowledge',
    'knowledge base documentation article self-service macro process',
    'How have you improved your team’s help articles or saved replies? What difference did it make?',
    ['detail', 'How do you keep them up to date?'],
  ),
  q(
    'coaching',
    'lead leadership coach coaching team member performance onboarding hire',
    'Tell me about a team member whose work you helped improve. What did you do, and what changed?',
    ['lesson', 'What would you do sooner next time?'],
  ),
  q(
    'mistake',
    'mistake error wrong ownership accountability',
    'Tell me about a time you gave a customer wrong information. What did you do once you realised?',
    ['detail', 'What did you put in place so it would not happen again?'],
  ),
  q(
    'motivation',
    'motivation interest why role company move',
    'What draws you to supporting our customers in particular?',
    ['detail', 'What would you want to have learned about our product by the end of your first month?'],
  ),
];
