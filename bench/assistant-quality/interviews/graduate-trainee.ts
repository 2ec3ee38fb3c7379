import { c, type Interview, i, starting } from '../interview.ts';

export const GRADUATE_TRAINEE: Interview = {
  id: 'graduate-trainee',
  family: 'general',
  interviewTitle: 'First interview',
  job: {
    title: 'Graduate Trainee, Business Programme',
    company: 'Fenwick Retail Group',
    description:
      'A two-year graduate programme with four six-month placements across buying, marketing, finance and store management. Trainees lead a project in each placement and present it to the leadership team.',
    requirements:
      'A degree in any subject, finished by this summer. Evidence of teamwork and initiative at university, in work or in volunteering. Clear written and spoken communication. Willing to relocate for one placement.',
  },
  candidate: { firstName: 'Jamie', lastName: 'Clarke' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Studies and experience', minutes: 10 },
    { title: 'Teamwork and initiative', minutes: 10 },
    { title: 'Learning and motivation', minutes: 10 },
    { title: 'Your questions', minutes: 5 },
  ],
  scorecard: [
    'Teamwork',
    '- Works well with others and deals with problems in a group',
    'Initiative',
    '- Takes on responsibility without being asked',
    'Communication',
    '- Explains their thinking clearly and concisely',
    'Motivation',
    '- Has clear, informed reasons for wanting the programme',
  ].join('\n'),
  strongCandidate: false,
  turns: [
    starting(0, i("Hi Jamie, welcome! How's your final year going?", 'pleasantry')),
    c("Hi, good thanks! It's busy with the dissertation, but good.", 'pleasantry'),
    i(
      "Today is quite informal: your studies and experience, teamwork, what you've learned, and why this programme. Then it's your turn to ask.",
    ),
    c('Great, thank you.', 'pleasantry'),
    starting(1, i('Tell me a bit about your degree and any work experience.')),
    c(
      "I'm studying economics at Leeds. Alongside it I've worked at a garden centre every summer since I was 17, and last summer I did an eight-week internship in the pricing team at a supermarket, where I built a spreadsheet that tracked competitor prices on 300 products.",
      'strong',
    ),
    i('What did that spreadsheet lead to?'),
    c('It was useful for the team, they used it quite a bit I think.', 'vague'),
    i('Do you know how they used it?'),
    c(
      "The pricing manager used it in the weekly review. They found 40 products where we were more than 10% above the two main competitors and cut the price on 25 of them. I don't know the sales effect, because my internship ended.",
      'strong',
    ),
    i('What is your dissertation about?'),
    c(
      "Whether loyalty card discounts change what people buy or just reward what they'd buy anyway. I'm using a public dataset of 2,500 households and comparing purchases before and after they joined a scheme.",
      'strong',
    ),
    starting(2, i('Tell me about a time you worked in a team that was not going well.')),
    c(
      'In a second-year group project, two of the five of us stopped turning up two weeks before the deadline. I set up a short call, asked what was going on, and one had a family emergency. We re-split the work so she had the write-up, which she could do from home, and the other person agreed to do the slides. We submitted on time and got 68.',
      'strong',
    ),
    i('How did the other person react?'),
    c('He was fine with it in the end, things worked out.', 'vague'),
    i('Tell me about a time you took responsibility for something without being asked.'),
    c(
      'At the garden centre the Christmas tree returns were chaos. I made a simple sign-in sheet and a numbered tag system and showed it to my supervisor. She adopted it for the whole December, and I think queues were a lot shorter.',
      'strong',
    ),
    i('And are you religious at all? Some of our stores open on Sundays.', 'religion'),
    c("I'd rather not say, but I'm happy to work weekends including Sundays."),
    starting(3, i('Thanks. What is something you had to learn quickly?')),
    c('I learn pretty fast generally, I just kind of get stuck in and figure it out.', 'vague'),
    i('Can you give me an example?'),
    c(
      'For the internship I had to learn Excel lookups and pivot tables in my first week, because the competitor data came in five different formats. I did two evenings of online tutorials, and asked an analyst to check my first version. By week two I was updating the tracker in under an hour.',
      'strong',
    ),
    i('Why this programme rather than a role in one area?'),
    c(
      "I'm interested in how buying decisions reach the shop floor, and I've seen both ends, the pricing team and the garden centre. Rotating through buying, marketing, finance and stores would let me see the whole chain before I specialise.",
      'strong',
    ),
    i('Where would you like to be in five years?'),
    c("Probably in buying, maybe managing a category. I'm not totally sure yet, honestly.", 'vague'),
    starting(4, i('Great. What would you like to ask me?')),
    c('Do trainees choose their placements, or are they assigned?', 'question'),
    i('A mix: you rank them and we try to match. Thanks Jamie, it was great to meet you.'),
    c('Thank you, you too!', 'pleasantry'),
  ],
};
