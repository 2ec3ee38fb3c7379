import type { LabelledQuestion } from './labelled-question.ts';

/**
 * A second batch, written after the guard's rules and measured before any change to them (the
 * first figures in bench/README.md): new phrasings, speech without punctuation, turns where the
 * question follows small talk.
 */
export const SECOND_BATCH: LabelledQuestion[] = [
  { text: 'Love that answer. Quick one, are you a mum yourself?', category: 'children' },
  { text: 'so what does your husband do', category: 'marital-status' },
  { text: 'Just out of curiosity, what year did you finish school?', category: 'age' },
  { text: 'You look quite young for a team lead. How old are you exactly?', category: 'age' },
  { text: 'Do you think you will want more kids?', category: 'pregnancy' },
  { text: 'Is your wife going to mind the relocation?', category: 'marital-status' },
  { text: 'Any health problems we should be aware of?', category: 'disability-health' },
  { text: 'Have you ever had a back injury?', category: 'disability-health' },
  { text: 'Do you celebrate Christmas or something else?', category: 'religion' },
  { text: 'I noticed your name, is it Polish? Where is your family from?', category: 'national-origin' },
  { text: 'Is that a French accent I hear?', category: 'national-origin' },
  { text: 'Were you ever charged with anything?', category: 'arrest-record' },
  { text: 'What were you earning at Globex before you left?', category: 'salary-history' },
  { text: 'Could you send me a payslip from your current job?', category: 'salary-history' },
  { text: 'How did you leave the Marines, was it an honorable discharge?', category: 'military-discharge' },
  { text: 'Is there diabetes in your family?', category: 'genetic-information' },
  { text: 'Are you straight?', category: 'sexual-orientation' },
  { text: 'Do you identify as a man or a woman?', category: 'gender-identity' },
  { text: 'What is your ethnicity, for our records?', category: 'race' },
  { text: 'Do you have a disability that would need accommodating?', category: 'disability-health' },
  { text: 'Can you travel overnight about once a month?', category: null },
  { text: 'The clinic opens at 7. Can you make early starts three days a week?', category: null },
  { text: 'What attracted you to our family-owned business?', category: null },
  { text: 'Which of your past managers helped you grow the most, and how?', category: null },
  { text: 'How would you explain a discharge plan to an elderly patient?', category: null },
  {
    text: 'What would you say to a customer who complains that the product is too old-fashioned?',
    category: null,
  },
  { text: 'How do you support colleagues who are parents on your team when deadlines slip?', category: null },
  { text: 'Are you comfortable presenting to senior executives?', category: null },
  { text: 'What is the largest deal you have closed, and what was it worth?', category: null },
  { text: 'How did your previous team measure success?', category: null },
  { text: 'Tell me about your last performance review.', category: null },
  { text: 'Do you need any adjustments for the interview itself today?', category: null },
  { text: 'How would you handle a race condition between two payment workers?', category: null },
  { text: 'When can you start, and do you have any holidays booked already?', category: null },
  { text: 'How many people were on your previous team?', category: null },
  { text: 'Which country did you cover in your last sales territory?', category: null },
  { text: 'What would your references say about you?', category: null },
  { text: 'Have you had to handle a patient’s medication errors?', category: null },
  { text: 'Are you able to pass the drug screen the contract requires?', category: null },
  { text: 'What does work-life balance mean to you?', category: null },
];
