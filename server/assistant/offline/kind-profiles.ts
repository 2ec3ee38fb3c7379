import type { ScorecardSection } from '#contracts/assistant.ts';
import type { InterviewKind } from './interview-types.ts';

const s = (title: string, ...criteria: string[]): ScorecardSection => ({ title, criteria });

/** The sections every scorecard of a type starts with. */
export const KIND_SECTIONS: Record<InterviewKind, ScorecardSection[]> = {
  'recruiter-screen': [
    s(
      'Relevant experience',
      'Experience matches the core of the role',
      'Can describe their own impact with specifics',
      'Career direction fits the role',
    ),
    s(
      'Motivation and fit',
      'Clear reasons for wanting this role and company',
      'Expectations about team and ways of working fit ours',
    ),
    s('Communication', 'Answers clearly and concisely', 'Listens and responds to the question asked'),
    s(
      'Logistics',
      'Compensation expectations fit the range',
      'Start date and notice period',
      'Location and working arrangement',
    ),
  ],
  'coding-screen': [
    s(
      'Problem solving',
      'Clarifies the problem and constraints before coding',
      'Breaks the problem into steps and picks a workable approach',
      'Reasons about time and space complexity',
    ),
    s(
      'Code quality',
      'Writes correct, readable code with clear names',
      'Handles edge cases and invalid input',
      'Tests or walks through the code to verify it',
    ),
    s(
      'Communication',
      'Explains their thinking while working',
      'Takes hints and feedback on board',
      'Asks useful clarifying questions',
    ),
  ],
  'coding-onsite': [
    s(
      'Problem solving',
      'Explores the problem and agrees on requirements first',
      'Chooses suitable data structures and algorithms',
      'Adapts the approach when requirements change',
    ),
    s(
      'Code quality and design',
      'Structures code into clear, cohesive units',
      'Names things well and keeps functions small',
      'Makes trade-offs explicit',
    ),
    s(
      'Testing and debugging',
      'Identifies meaningful test cases, including failures',
      'Debugs methodically from evidence',
    ),
    s('Collaboration', 'Thinks aloud and invites input', 'Responds well to review comments'),
  ],
  values: [
    s(
      'Ownership',
      'Takes responsibility for outcomes, not just tasks',
      'Follows through without being chased',
    ),
    s('Collaboration', 'Works through disagreement respectfully', 'Credits and helps others'),
    s('Learning and feedback', 'Seeks out and acts on feedback', 'Reflects honestly on mistakes'),
    s('Integrity', 'Is candid about what went wrong', 'Puts users and the team before personal credit'),
    s(
      'Communication',
      'Gives specific examples (situation, action, result)',
      'Adapts the message to the audience',
    ),
  ],
  'system-design': [
    s(
      'Requirements and scoping',
      'Clarifies users, scale and constraints',
      'Separates must-haves from nice-to-haves',
    ),
    s(
      'High-level design',
      'Proposes clear components and interfaces',
      'Explains how a request flows end to end',
    ),
    s(
      'Data and storage',
      'Chooses a data model and store that fit the access patterns',
      'Considers consistency and schema evolution',
    ),
    s(
      'Scalability and reliability',
      'Finds bottlenecks and scales past them',
      'Plans for failures, monitoring and recovery',
    ),
    s(
      'Communication and trade-offs',
      'States trade-offs and the reasons for choices',
      'Drives the discussion in a structured way',
    ),
  ],
  general: [
    s(
      'Relevant experience',
      'Experience matches the core of the role',
      'Describes their own impact with specifics',
    ),
    s(
      'Problem solving',
      'Approaches problems in a structured way',
      'Weighs alternatives and explains choices',
    ),
    s('Communication', 'Answers clearly and concisely', 'Listens and adapts to the audience'),
    s('Motivation', 'Clear reasons for wanting this role', 'Expectations fit the role and team'),
  ],
};

export type AgendaBlock = { title: string; weight: number; topics: string[] };

const b = (title: string, weight: number, ...topics: string[]): AgendaBlock => ({ title, weight, topics });

/** The main part of an agenda per type, between the introductions and the candidate's questions. */
export const KIND_AGENDA: Record<InterviewKind, AgendaBlock[]> = {
  'recruiter-screen': [
    b('Role and company overview', 1.5),
    b('Background and experience', 3, 'experience', 'fit'),
    b('Motivation and interest', 2, 'motivation', 'growth'),
    b('Logistics and expectations', 1.5, 'logistics'),
  ],
  'coding-screen': [
    b('Background and recent work', 1.5, 'debugging'),
    b('Coding exercise', 5, 'problem solving', 'data structures'),
    b('Complexity and testing', 2, 'complexity', 'testing'),
  ],
  'coding-onsite': [
    b('Problem walkthrough and clarifications', 1.5),
    b('Implementation', 6, 'design', 'robustness'),
    b('Testing and edge cases', 2, 'testing'),
    b('Extensions and trade-offs', 2, 'pragmatism', 'concurrency', 'production'),
  ],
  values: [
    b('Ownership', 2.5, 'ownership'),
    b('Collaboration and disagreement', 2.5, 'collaboration', 'teamwork'),
    b('Learning and feedback', 2, 'growth', 'integrity'),
  ],
  'system-design': [
    b('Requirements and scoping', 2, 'requirements'),
    b('High-level design', 4, 'high-level design'),
    b('Data model and storage', 2.5, 'data', 'consistency'),
    b('Scaling and reliability', 2.5, 'scalability', 'reliability', 'operations'),
  ],
  general: [
    b('Background and experience', 2, 'experience'),
    b('Skills for the role', 3, 'skills', 'problem solving'),
    b('Motivation', 1.5, 'motivation', 'communication'),
  ],
};
