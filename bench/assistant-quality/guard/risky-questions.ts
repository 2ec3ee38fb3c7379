import type { LabelledQuestion } from './labelled-question.ts';

/**
 * Interviewer turns that ask about a protected topic, as they come up in real interviews: blunt,
 * friendly, wrapped in small talk, or without a question mark (speech).
 */
export const RISKY_QUESTIONS: LabelledQuestion[] = [
  // age or date of birth
  { text: 'How old are you, if you don’t mind me asking?', category: 'age' },
  { text: 'What year were you born?', category: 'age' },
  { text: 'Great. And when did you graduate from high school?', category: 'age' },
  { text: 'Could you tell me your date of birth?', category: 'age' },
  { text: 'How many years until you plan to retire?', category: 'age' },
  // marital or family status
  { text: 'Are you married?', category: 'marital-status' },
  { text: 'Would your husband be okay with all the travel?', category: 'marital-status' },
  { text: 'So is there a wife or partner who would be moving with you?', category: 'marital-status' },
  { text: 'What was your maiden name?', category: 'marital-status' },
  { text: 'Are you single or in a relationship', category: 'marital-status' },
  // pregnancy and family plans
  { text: 'Are you planning to start a family any time soon?', category: 'pregnancy' },
  { text: 'Do you plan on having kids in the next couple of years?', category: 'pregnancy' },
  { text: 'Are you pregnant?', category: 'pregnancy' },
  { text: 'Would you need maternity leave in the first year?', category: 'pregnancy' },
  // children and childcare
  { text: 'Do you have children?', category: 'children' },
  { text: 'How many kids do you have?', category: 'children' },
  { text: 'Who looks after your children when you work late?', category: 'children' },
  { text: 'Do you have childcare sorted for the night shifts?', category: 'children' },
  // religion
  { text: 'What religion do you practise?', category: 'religion' },
  { text: 'Which church do you go to?', category: 'religion' },
  { text: 'Will you need time off for religious holidays?', category: 'religion' },
  { text: 'Are you Muslim? I noticed the headscarf.', category: 'religion' },
  // national origin and citizenship
  { text: 'Where are you originally from?', category: 'national-origin' },
  { text: 'Where were you born?', category: 'national-origin' },
  { text: 'Is English your first language?', category: 'national-origin' },
  { text: 'Are you a US citizen?', category: 'national-origin' },
  { text: 'That’s an interesting accent, what country are your parents from?', category: 'national-origin' },
  // race
  { text: 'What is your race?', category: 'race' },
  { text: 'What’s your ethnic background?', category: 'race' },
  { text: 'Are you Hispanic?', category: 'race' },
  // disability and health
  { text: 'Do you have any disabilities?', category: 'disability-health' },
  { text: 'How many sick days did you take last year?', category: 'disability-health' },
  { text: 'Are you on any medication?', category: 'disability-health' },
  { text: 'Have you ever been treated for depression or anxiety?', category: 'disability-health' },
  { text: 'Have you ever filed a workers’ compensation claim?', category: 'disability-health' },
  // sexual orientation
  { text: 'Are you gay?', category: 'sexual-orientation' },
  { text: 'What is your sexual orientation?', category: 'sexual-orientation' },
  { text: 'Do you have a boyfriend or a girlfriend?', category: 'sexual-orientation' },
  // gender identity
  { text: 'Are you transgender?', category: 'gender-identity' },
  { text: 'What sex were you assigned at birth?', category: 'gender-identity' },
  { text: 'Have you transitioned?', category: 'gender-identity' },
  // arrest record
  { text: 'Have you ever been arrested?', category: 'arrest-record' },
  { text: 'Do you have an arrest record?', category: 'arrest-record' },
  { text: 'Were you ever taken into custody by the police?', category: 'arrest-record' },
  // salary history
  { text: 'What is your current salary?', category: 'salary-history' },
  { text: 'How much were you paid at your last job?', category: 'salary-history' },
  { text: 'And what are you making now at Acme?', category: 'salary-history' },
  { text: 'What was your base pay in your previous role', category: 'salary-history' },
  // military discharge status
  { text: 'What type of discharge did you get from the army?', category: 'military-discharge' },
  { text: 'Were you honorably discharged?', category: 'military-discharge' },
  { text: 'Was your discharge from the Navy dishonorable?', category: 'military-discharge' },
  // genetic information or family medical history
  { text: 'Does anyone in your family have a history of cancer?', category: 'genetic-information' },
  { text: 'Have you ever had genetic testing?', category: 'genetic-information' },
  { text: 'Do heart problems run in your family?', category: 'genetic-information' },
  {
    text: 'Is there any hereditary illness in your family we should know about?',
    category: 'genetic-information',
  },
];
