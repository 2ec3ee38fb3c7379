import { type LiveQuestion, q } from './bank.ts';

/** Nursing and other clinical roles: behavioural questions anchored in patient care. */
export const HEALTHCARE: LiveQuestion[] = [
  q(
    'clinical experience',
    'experience role background current clinical ward unit caseload',
    'Tell me about your current role: the patients you care for, a typical workload, and the responsibilities you hold.',
    [
      'detail',
      'Which part of that work do you feel most confident in, and where would you want more support here?',
    ],
  ),
  q(
    'deterioration',
    'safety escalation escalate deterioration deteriorate acute emergency clinical judgement',
    'Tell me about a time a patient deteriorated on your shift. What did you notice first, and what did you do?',
    ['reasoning', 'What made you act at that point rather than wait for the next set of observations?'],
    ['people', 'How did you keep the patient and their family informed while this was happening?'],
    ['lesson', 'Looking back, is there anything you would do differently?'],
  ),
  q(
    'escalation',
    'escalation escalate safety concern speak senior',
    'Describe a time you raised a concern about a patient and felt you were not being heard. What did you do next?',
    ['result', 'How did it end for the patient?'],
    ['lesson', 'What did that teach you about escalating?'],
  ),
  q(
    'sepsis',
    'sepsis safety infection deterioration acute pathway',
    'Walk me through how you recognise possible sepsis and what you do in the first hour.',
    [
      'detail',
      'Which findings would make you act straight away, even before the doctor has seen the patient?',
    ],
  ),
  q(
    'medication safety',
    'medication medicine drug safety safe administration error',
    'How do you make sure medicines are given safely when the ward is busy? Tell me about a time a check caught a problem.',
    ['result', 'What happened afterwards, and did anything change on the ward because of it?'],
    ['people', 'How did the prescriber respond when you queried it?'],
  ),
  q(
    'prioritisation',
    'prioritise priority workload busy shift time safety',
    'Two of your patients need you at the same moment. Talk me through how you decide what to do first.',
    ['detail', 'How do you make sure the second patient is safe while you are with the first?'],
  ),
  q(
    'handover',
    'handover communication teamwork shift documentation',
    'How do you hand over your patients at the end of a shift, and what do you make sure is never missed?',
    ['detail', 'Tell me about a time something was missed at a handover you received. What did you do?'],
  ),
  q(
    'disagreement',
    'teamwork team colleague conflict disagreement communication multidisciplinary',
    'Tell me about a time you disagreed with a colleague about a patient’s care. How was it resolved?',
    ['people', 'How did your working relationship go after that?'],
    ['lesson', 'What would you do the same way next time, and what differently?'],
  ),
  q(
    'compassion',
    'family relative care compassion communication dignity upset',
    'Tell me about a time you supported a patient or a relative who was frightened or upset.',
    ['detail', 'How did you know that what you did had helped?'],
  ),
  q(
    'documentation',
    'documentation record note standard professional',
    'How do you keep your documentation accurate and timely on a busy shift?',
    ['detail', 'What do you do when you realise an entry is missing or wrong?'],
  ),
  q(
    'supporting others',
    'teach student preceptor mentor support newly qualified teamwork',
    'How have you supported students or newly qualified colleagues on your ward?',
    ['result', 'How did you know they were ready to work more independently?'],
  ),
  q(
    'motivation',
    'motivation interest unit why move change',
    'What draws you to this unit and to this kind of nursing in particular?',
    ['detail', 'What would you want to learn in your first six months here?'],
  ),
  q(
    'pressure',
    'pressure stress resilience difficult shift wellbeing',
    'Tell me about a shift that went badly. How did you keep your patients safe, and how did you reset afterwards?',
    ['lesson', 'What did you change in how you work after it?'],
  ),
];
