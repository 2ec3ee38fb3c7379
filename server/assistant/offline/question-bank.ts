import type { InterviewKind } from './interview-types.ts';
import { GENERAL, RECRUITER_SCREEN, VALUES } from './questions-people.ts';
import { CODING_ONSITE, CODING_SCREEN, SYSTEM_DESIGN } from './questions-technical.ts';
import type { Skill, SkillKind } from './tech-terms.ts';

export type BankQuestion = { text: string; topic: string; followUps: string[] };

/** Several good questions per interview type, each with follow-ups; order is the default order. */
export const QUESTION_BANK: Record<InterviewKind, BankQuestion[]> = {
  'recruiter-screen': RECRUITER_SCREEN,
  'coding-screen': CODING_SCREEN,
  'coding-onsite': CODING_ONSITE,
  values: VALUES,
  'system-design': SYSTEM_DESIGN,
  general: GENERAL,
};

const SKILL_TEMPLATES: Record<SkillKind, { question: string; followUp: string }> = {
  language: {
    question:
      'Tell me about the most complex thing you built with {skill}. What would you do differently today?',
    followUp: 'You mentioned {skill}: what pitfalls or trade-offs did you run into with it?',
  },
  framework: {
    question: 'How have you used {skill} in production, and what did you learn about its limits?',
    followUp: 'You mentioned {skill}: how did you structure the code so it stayed maintainable?',
  },
  data: {
    question:
      'How have you designed and operated {skill} in production? What went wrong, and how did you fix it?',
    followUp: 'You mentioned {skill}: how did you handle performance and data consistency?',
  },
  cloud: {
    question: 'Describe how you deployed and ran services with {skill}.',
    followUp: 'You mentioned {skill}: how did you keep cost and reliability in check?',
  },
  practice: {
    question: 'Give an example of how you applied {skill} on a recent team.',
    followUp: 'You mentioned {skill}: what measurable difference did it make?',
  },
  soft: {
    question: 'Tell me about a situation that shows your {skill}.',
    followUp: 'You mentioned {skill}: can you give a concrete example and its outcome?',
  },
};

export function skillQuestion(skill: Skill): BankQuestion {
  const template = SKILL_TEMPLATES[skill.kind];
  const fill = (s: string) => s.replaceAll('{skill}', skill.label);
  return { text: fill(template.question), topic: skill.label, followUps: [fill(template.followUp)] };
}

export function skillFollowUp(skill: Skill): string {
  return SKILL_TEMPLATES[skill.kind].followUp.replaceAll('{skill}', skill.label);
}
