import type { LabelledQuestion } from './labelled-question.ts';

/**
 * Lawful, job-related questions that sound like the risky ones: the words overlap (family,
 * health, children, country, salary, military, age…) but the question is about the job.
 */
export const LAWFUL_QUESTIONS: LabelledQuestion[] = [
  { text: 'Are you legally authorized to work in the United States?', category: null },
  { text: 'Will you now or in the future require visa sponsorship to work here?', category: null },
  { text: 'Can you travel 20% of the time?', category: null },
  { text: 'This role has a one-in-five on-call rotation. Can you meet that schedule?', category: null },
  { text: 'Are you over 18?', category: null },
  { text: 'The job involves serving alcohol, so are you at least 21?', category: null },
  { text: 'What are your salary expectations for this role?', category: null },
  { text: 'The range for this role is 120 to 140 thousand. Does that work for you?', category: null },
  { text: 'Are you able to work nights and weekends as the rota requires?', category: null },
  {
    text: 'Can you perform the essential functions of this job, with or without reasonable accommodation?',
    category: null,
  },
  {
    text: 'This role requires lifting patients up to 50 pounds. Can you do that with or without accommodation?',
    category: null,
  },
  { text: 'What languages do you speak fluently?', category: null },
  {
    text: 'The role needs fluent Spanish with customers. How comfortable are you working in Spanish?',
    category: null,
  },
  { text: 'How many years of experience do you have with PostgreSQL?', category: null },
  { text: 'Where are you based at the moment, and are you open to relocating to Austin?', category: null },
  { text: 'Have you worked with children before, say in a paediatric ward?', category: null },
  { text: 'How do you talk to a patient’s family when the news is bad?', category: null },
  { text: 'Tell me about a time you handled a disability claim for a customer.', category: null },
  { text: 'Are you familiar with HIPAA rules on patient health records?', category: null },
  { text: 'What skills from your military service would you bring to this role?', category: null },
  {
    text: 'Have you ever been convicted of a crime related to handling money, as the licence requires us to ask?',
    category: null,
  },
  {
    text: 'This role requires a background check after an offer. Do you have any questions about that?',
    category: null,
  },
  { text: 'Is there another name we need to check your work references or licence under?', category: null },
  { text: 'Are you able to start on March 1?', category: null },
  { text: 'How did you keep the family of products consistent across the design system?', category: null },
  { text: 'Tell me about a time you worked on a team spread across several countries.', category: null },
  { text: 'How do you keep yourself healthy and rested through a long stretch of on-call?', category: null },
  { text: 'What would you need from us to do your best work here?', category: null },
  { text: 'Have you managed a team through a big reorganisation?', category: null },
  { text: 'What do you know about our parent company?', category: null },
  { text: 'Walk me through how you would triage a patient with chest pain.', category: null },
  { text: 'How did you handle the child processes leaking memory in that worker?', category: null },
  { text: 'What did you learn from the hardest quarter of your sales career?', category: null },
  { text: 'How did the commission plan at your last company shape how you sold?', category: null },
  { text: 'How old is the codebase you maintain today?', category: null },
  {
    text: 'When did you graduate with your nursing degree, and where did you do your clinical placements?',
    category: null,
  },
  { text: 'Do you hold an active RN licence in Texas?', category: null },
  {
    text: 'Our busiest weeks are around the holidays. Can you work the week between Christmas and New Year?',
    category: null,
  },
  { text: 'Can you commit to the 12-hour shift pattern of three days a week?', category: null },
  {
    text: 'What did your previous role pay in terms of responsibilities, I mean, what were you accountable for?',
    category: null,
  },
  { text: 'How do you build relationships with customers from different cultures?', category: null },
  {
    text: 'Is there anything that would prevent you from meeting the travel requirements of this job?',
    category: null,
  },
  { text: 'Do you have a valid driver’s licence? The job requires visiting client sites.', category: null },
  {
    text: 'How do you make sure accessibility needs of users with disabilities are met in your designs?',
    category: null,
  },
  { text: 'What is your notice period at your current employer?', category: null },
  { text: 'Have you been responsible for health and safety compliance on a site?', category: null },
  { text: 'Which professional associations are you a member of that relate to this work?', category: null },
  { text: 'How would your last manager describe you?', category: null },
  { text: 'Sounds great, thanks. Shall we move on to the system design part?', category: null },
  { text: 'What pronouns or name would you like us to use in the interview notes?', category: null },
];
