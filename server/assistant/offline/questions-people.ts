import type { BankQuestion } from './question-bank.ts';

/** A bank question: topic, text, then its follow-ups. */
const q = (topic: string, text: string, ...followUps: string[]): BankQuestion => ({ text, topic, followUps });

export const RECRUITER_SCREEN: BankQuestion[] = [
  q(
    'motivation',
    'What prompted you to look for a new role now, and what would make the next one a clear step forward?',
    'What would make you stay in your current role?',
    'Which other opportunities are you considering, and how do they compare?',
  ),
  q(
    'experience',
    'Walk me through your current role: what you own, who you work with, and what you shipped recently.',
    'Which part of that work are you proudest of, and why?',
    'What was your own contribution compared with the team’s?',
  ),
  q(
    'motivation',
    'What interests you about this role and our company in particular?',
    'What do you already know about the product or the team?',
  ),
  q(
    'fit',
    'Which parts of the job description match your experience best, and where would you need to ramp up?',
    'How have you ramped up on something unfamiliar before?',
  ),
  q(
    'team',
    'What kind of team and manager do you do your best work with?',
    'Tell me about a time a team setup did not work for you. What did you do?',
  ),
  q(
    'logistics',
    'What are your expectations for compensation, start date and working location?',
    'Is there anything in your notice period or current commitments we should plan around?',
  ),
  q(
    'growth',
    'Where do you want your career to be in two to three years?',
    'How would this role help you get there?',
  ),
];

export const VALUES: BankQuestion[] = [
  q(
    'ownership',
    'Tell me about a time you took ownership of a problem that was not formally yours.',
    'What was the outcome, and what would you do differently?',
  ),
  q(
    'collaboration',
    'Describe a disagreement with a colleague about an important decision. How did you handle it?',
    'What did you learn about their point of view?',
  ),
  q(
    'integrity',
    'Tell me about a mistake you made at work and how you dealt with it.',
    'How did you tell the people affected?',
  ),
  q(
    'growth',
    'Give an example of feedback that changed how you work.',
    'How did you act on it over the following weeks?',
  ),
  q(
    'ambiguity',
    'Tell me about a time you had to deliver with unclear requirements or shifting priorities.',
    'How did you decide what to do first?',
  ),
  q(
    'teamwork',
    'Describe a time you helped a teammate succeed.',
    'How did you know your help made a difference?',
  ),
  q(
    'customer focus',
    'When have you pushed back on a decision because it was not right for users or customers?',
    'What happened next?',
  ),
];

export const GENERAL: BankQuestion[] = [
  q(
    'experience',
    'Tell me about the project you are proudest of and your role in it.',
    'What would you do differently if you started again?',
  ),
  q(
    'skills',
    'Which skills from this job description have you used most recently, and how?',
    'Can you walk me through a concrete example?',
  ),
  q(
    'problem solving',
    'Describe a difficult problem you solved recently. How did you approach it?',
    'What alternatives did you rule out, and why?',
  ),
  q(
    'communication',
    'How do you keep stakeholders informed when plans change?',
    'Tell me about a time that went badly. What did you learn?',
  ),
  q(
    'motivation',
    'What would you want to learn or achieve in your first 90 days here?',
    'What support would you need for that?',
  ),
];
