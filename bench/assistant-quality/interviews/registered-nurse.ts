import { c, type Interview, i, starting } from '../interview.ts';

export const REGISTERED_NURSE: Interview = {
  id: 'registered-nurse',
  family: 'healthcare',
  interviewTitle: 'Panel interview',
  job: {
    title: 'Registered Nurse, Acute Medical Unit',
    company: "St Brendan's Hospital",
    description:
      'Our 28-bed acute medical unit admits adults from the emergency department for the first 72 hours of their stay. You will care for five patients on days and up to seven on nights, in 12-hour shifts on a rotating pattern. You will recognise and escalate deterioration using NEWS2, start the sepsis pathway, give medicines safely and support students on placement.',
    requirements:
      'Active registered nurse licence. Current BLS; ALS within six months of starting. At least two years in acute or ward nursing. Confident with sepsis recognition, medication safety and clear handover.',
  },
  candidate: { firstName: 'Grace', lastName: 'Okafor' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Clinical experience', minutes: 10 },
    {
      title: 'Patient safety and escalation',
      minutes: 15,
      description: 'Deterioration, sepsis, medication safety.',
    },
    { title: 'Teamwork and communication', minutes: 10 },
    { title: 'Questions from the candidate', minutes: 5 },
  ],
  scorecard: [
    'Clinical judgement',
    '- Recognises deterioration early and escalates appropriately',
    '- Follows the sepsis pathway and safe medication practice',
    'Patient care',
    '- Communicates with patients and families with compassion',
    'Teamwork',
    '- Hands over clearly and works well with the multidisciplinary team',
    'Professional standards',
    '- Holds an active RN licence and current life support certification',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i('Hi Grace, welcome, thanks for coming in. Did you find the ward all right?', 'pleasantry')),
    c('Yes, thank you, the signs were easy to follow.', 'pleasantry'),
    i(
      "Good. I'm Helen, the ward manager. We'll talk about your clinical experience, patient safety, teamwork, and then your questions. About 45 minutes.",
    ),
    c('Lovely, thank you.', 'pleasantry'),
    starting(1, i('Can you tell me about your current role?')),
    c(
      "I've been a staff nurse on a 30-bed respiratory ward at Mercy General for three years. I usually have five or six patients on days, more on nights, a lot of COPD exacerbations and patients on non-invasive ventilation. For the last year I've also been a preceptor for second-year students; I've had four so far.",
      'strong',
    ),
    i('What made you want to move to acute medicine?'),
    c("I just feel like it's the right time for a change, and I like the variety, you know.", 'vague'),
    i('What sort of variety are you hoping for?'),
    c(
      "On respiratory I'm very good with one group of patients. On an acute unit I'd see sepsis, DKA, strokes waiting for transfer, and I'd keep my assessment skills broad. I did a six-week placement on an acute unit as a student and it's where I learned the most.",
      'strong',
    ),
    starting(2, i('Tell me about a time a patient deteriorated on your shift.')),
    c(
      "Last winter, a 78-year-old lady admitted with a UTI. At my 2 a.m. observations her NEWS2 had gone from 3 to 7: heart rate 118, blood pressure 92 over 50, and she was newly confused. I escalated straight to the registrar and put out a sepsis call. I took bloods and cultures, her lactate came back at 4.1, and she had IV antibiotics within 30 minutes and a fluid bolus. By morning her lactate was 1.8 and she didn't need intensive care.",
      'strong',
    ),
    i("What would you have done if the registrar hadn't come?"),
    c(
      "I'd have escalated again after 30 minutes, to the consultant on call, or called the critical care outreach team directly. Our policy lets any nurse call outreach for a NEWS2 of 7 or more, so I'd have used that and documented each call with the time.",
      'strong',
    ),
    i('How do you make sure medicines are given safely on a busy shift?'),
    c("I'm always really careful with meds. I double-check everything and follow the policies.", 'vague'),
    i('Can you give me an example where checking caught something?'),
    c(
      "A patient was prescribed 10 milligrams of warfarin, but his INR that morning was 4.5. I held the dose, rang the prescriber, and it was changed to omit and recheck the next day. I filled in an incident report so pharmacy could look at why the INR hadn't been reviewed.",
      'strong',
    ),
    i("That's great. Sorry, just out of curiosity, how old are you? It's quite a young team here.", 'age'),
    c(
      "I'd prefer not to go into my age, but I'm comfortable in a team of any age, and I'm happy to do nights.",
    ),
    starting(3, i("Of course. Let's talk teamwork. How do you hand over at the end of a night shift?")),
    c(
      'I use SBAR at the bedside for each patient: situation, background, assessment, recommendation. I flag anyone whose NEWS2 is rising, outstanding bloods and falls risks first, and I make sure the day nurse has seen the drug chart before I leave.',
      'strong',
    ),
    i('Tell me about a disagreement with a colleague.'),
    c(
      'There were times when people had different ideas, but we always worked it out as a team. Communication is key.',
      'vague',
    ),
    i('Can you think of one particular time?'),
    c(
      "A healthcare assistant kept leaving observations to the end of the round for a patient I'd asked to have hourly obs. I took her aside and explained why: the patient had a NEWS2 of 5. Then I asked what was getting in the way. She had eight patients to do by ten. We agreed she'd do mine first and I'd take two of her washes, and we kept that up for the rest of the week.",
      'strong',
    ),
    i('How do you support a family who is upset?'),
    c(
      "I find a quiet room, let them talk first, and I'm honest about what I know and what I don't. Last month a son was angry that nobody had told him his mum had fallen. I apologised, explained what had happened and what we'd changed, a falls mat and a bed nearer the nurses' station, and arranged for the doctor to call him that afternoon. He thanked us at discharge.",
      'strong',
    ),
    starting(4, i("We're almost out of time. What would you like to ask me?")),
    c('How is the rota organised, and how much notice do you get of your shifts?', 'question'),
    i(
      "Six weeks' notice, and you can request shifts within limits. Thanks Grace, we'll let you know by Thursday.",
    ),
    c('Thank you so much, it was lovely to meet you.', 'pleasantry'),
  ],
};
