import { c, type Interview, i, starting } from '../interview.ts';

export const WAREHOUSE_SUPERVISOR: Interview = {
  id: 'warehouse-supervisor',
  family: 'operations',
  interviewTitle: 'Supervisor interview',
  job: {
    title: 'Night Shift Warehouse Supervisor',
    company: 'Northgate Fulfilment',
    description:
      'Our 200,000 sq ft fulfilment centre ships 30,000 orders a night for online retailers. As night shift supervisor you lead 40 associates across picking, packing and dispatch, run the shift start briefing, and own safety, productivity, order accuracy and on-time dispatch for your shift.',
    requirements:
      'At least two years supervising in a warehouse or logistics operation. A strong safety record. Experience with a warehouse management system and shift KPIs. Lean or 5S experience desirable. Counterbalance or reach truck licence desirable.',
  },
  candidate: { firstName: 'Tomasz', lastName: 'Nowak' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Operations experience', minutes: 10 },
    { title: 'Safety', minutes: 10, description: 'Incidents, near misses, PPE, equipment.' },
    { title: 'Targets and problem solving', minutes: 15 },
    { title: 'Leading the shift', minutes: 10 },
    { title: 'Questions', minutes: 5 },
  ],
  scorecard: [
    'Safety',
    '- Puts safety first and acts on near misses',
    'Operational performance',
    '- Hits productivity and accuracy targets, and recovers when behind',
    'People leadership',
    '- Deals with performance and conduct issues fairly and promptly',
    '- Plans staffing and communicates clearly at shift start',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i('Evening Tomasz, thanks for coming in. Can I get you a coffee?', 'pleasantry')),
    c("I'm fine, thank you, I had one on the way.", 'pleasantry'),
    i(
      "No problem. We'll go through your experience, safety, how you handle targets and problems, and leading a shift. Then your questions.",
    ),
    c('Great, thanks.', 'pleasantry'),
    starting(1, i('Tell me about the operation you run now.')),
    c(
      "I'm a team leader on the late shift at a grocery distribution centre in Daventry. I run a team of 25 on picking and loading, about 180 store deliveries a night. I do the start-of-shift briefing, the labour plan on the WMS and the hand-over to the morning shift.",
      'strong',
    ),
    i('What are you measured on?'),
    c(
      'Pick rate, which is 165 cases an hour, accuracy at 99.7%, and trailers leaving on time. Last quarter my team averaged 172 cases an hour and 99.8% accuracy.',
      'strong',
    ),
    starting(2, i('Tell me about a safety incident or a near miss on your shift.')),
    c(
      'A reach truck clipped a racking upright in aisle 14 while reversing. Nobody was hurt. I stopped the aisle, got the racking inspected before anyone went back in, and found the driver was rushing because we were behind on a wave. I re-planned the wave so he had time, and we added a mirror at that end of the aisle.',
      'strong',
    ),
    i('How do you get people to take safety seriously when they are under pressure?'),
    c(
      'I always lead by example and make sure everyone knows safety comes first, that kind of thing.',
      'vague',
    ),
    i('What does that look like on an actual shift?'),
    c(
      'At every briefing I cover one near miss from the week, with the photo. If I see someone without a hi-vis or walking through a truck aisle, I stop them there and then, every time, including the agency staff. Near miss reports on my shift went from about two a month to twelve, because people stopped being afraid to report them.',
      'strong',
    ),
    i('One more background question: have you ever been arrested?', 'arrest-record'),
    c("No. I'm happy to go through the standard background check you do for everyone."),
    starting(3, i('Thanks. Say you are at 80% of the pick rate at 2 a.m. What do you do?')),
    c(
      'First I look at where the time is going on the WMS: usually it is one zone short of stock or a few pickers waiting on replenishment. Last month it was replen: two reach truck drivers were on breaks at the same time. I staggered their breaks and moved one picker to help with drops, and we were back to 160 cases an hour by 3.',
      'strong',
    ),
    i('How do you keep order accuracy up on a busy night?'),
    c('We check things quite a bit and I keep an eye on it, basically.', 'vague'),
    i('What checks, specifically?'),
    c(
      'Every new starter has 100% of their picks checked for the first week. After that we audit ten orders per picker per night, and anyone under 99.5% gets a refresher the next shift. Most of our errors were look-alike products, so we moved similar lines apart in the slotting.',
      'strong',
    ),
    i('Tell me about a process you improved.'),
    c(
      'Our trailers were leaving late because loading waited for the last wave. I proposed loading by store route as soon as each route was complete instead of waiting for everything. We trialled it for two weeks and on-time departures went from 88% to 97%.',
      'strong',
    ),
    starting(
      4,
      i('Let’s talk about leading people. Tell me about someone who was not meeting expectations.'),
    ),
    c(
      'A picker was consistently at 120 cases an hour, well under target. I talked to him privately: he had never been shown the scanner shortcuts. I paired him with our best picker for two nights, and set a goal of 150 in two weeks. He got to 158. If he had not, we would have moved to the formal process.',
      'strong',
    ),
    i('How do you handle conflict between two people on the team?'),
    c('Honestly, I just talk to them and sort it out, it usually works out fine.', 'vague'),
    i('Can you think of a specific time?'),
    c(
      'Two loaders argued over who left a trailer half loaded. I took them off the dock separately, heard both sides, and it came down to an unclear hand-over at break. I made hand-overs written on the trailer sheet. I checked in with both at the end of the shift and there has been no repeat.',
      'strong',
    ),
    starting(5, i('We are nearly done. What questions do you have?')),
    c('How many agency staff do you use on nights, and do they get the same induction?', 'question'),
    i('About a quarter, and yes, same induction. Thanks Tomasz, we will let you know by Friday.'),
  ],
};
