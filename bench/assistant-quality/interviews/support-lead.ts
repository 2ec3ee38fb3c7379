import { c, type Interview, i, starting } from '../interview.ts';

export const SUPPORT_LEAD: Interview = {
  id: 'support-lead',
  family: 'support',
  interviewTitle: 'Team lead interview',
  job: {
    title: 'Customer Support Team Lead',
    company: 'Parcelpoint',
    description:
      'Parcelpoint tracks and redirects parcels for 2 million app users. You will lead a team of eleven agents across chat, email and phone: rotas and cover, weekly quality reviews, coaching, and escalations to our operations and product teams. You own the queue’s service levels and customer satisfaction.',
    requirements:
      '3+ years in customer support, including at least a year leading or coaching others. Experience with Zendesk or a similar help desk. Comfortable using support data to find recurring problems. Calm with upset customers.',
  },
  candidate: { firstName: 'Marcus', lastName: 'Bell' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Support experience', minutes: 10 },
    { title: 'Difficult customers and escalations', minutes: 10 },
    { title: 'Leading the team', minutes: 15, description: 'Coaching, struggling agents, cover.' },
    { title: 'Metrics and improvement', minutes: 10 },
    { title: 'Questions for us', minutes: 5 },
  ],
  scorecard: [
    'Customer handling',
    '- De-escalates upset customers and resolves the underlying problem',
    'Team leadership',
    '- Coaches agents with specific, regular feedback',
    '- Plans cover so the queue meets its service levels',
    'Continuous improvement',
    '- Uses support data to find and fix recurring problems',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i('Hi Marcus, thanks for joining. Can you hear me all right?', 'pleasantry')),
    c('Hi! Yes, perfectly, thanks.', 'pleasantry'),
    i(
      'Great. The plan: your support background, difficult customers, how you lead a team, then metrics, and your questions at the end. About 45 minutes.',
    ),
    c('Sounds good.', 'pleasantry'),
    starting(1, i('Tell me about your current role.')),
    c(
      "I'm a senior agent and acting team lead at Homely, a home-insurance app. For the last nine months I've led six agents on chat and email, about 1,400 tickets a week. I set the rota, run our weekly quality reviews and handle escalations to the claims team.",
      'strong',
    ),
    i('What made you want to move into a permanent lead role?'),
    c(
      "I think I've just always enjoyed helping people grow, and leading kind of came naturally to me.",
      'vague',
    ),
    i("What have you done in the acting role that you're proud of?"),
    c(
      'When I started, first response time on email was 14 hours. I split the team into a morning and an evening shift and moved two people onto email for the Monday peak. Within six weeks we were at 4 hours, and CSAT went from 82% to 88%.',
      'strong',
    ),
    starting(2, i('Tell me about a really tough customer conversation you handled recently.')),
    c(
      "A customer whose claim had been rejected called in furious. He'd waited three weeks and nobody had explained why. I let him finish, apologised for the wait and went through the rejection with him. It turned out a document was missing, not that the claim was invalid. I got the claims team to reopen it the same day and called him back myself when it was approved.",
      'strong',
    ),
    i('How do you decide when to escalate to another team?'),
    c(
      "Generally if it's something we can't fix ourselves, we escalate. It depends on the situation really.",
      'vague',
    ),
    i('Can you give me an example of one you escalated and one you did not?'),
    c(
      "Last month a bug in the app showed the wrong renewal price to about 300 customers. I escalated that to product straight away with ticket links and screenshots, and we sent a correction the next morning. A customer asking to backdate a policy by two days I didn't escalate: our policy allows it, so the agent did it directly.",
      'strong',
    ),
    starting(3, i("Let's move to leading the team. How do you give feedback to your agents?")),
    c(
      "Every week I review five tickets per agent against our quality checklist and we go through them in a 20-minute one-to-one. I pick one thing to keep and one thing to change. One agent's tone in chat was very abrupt; after four weeks of that, his quality score went from 71% to 90%.",
      'strong',
    ),
    i('Tell me about a time someone on the team was struggling.'),
    c(
      "We've had people struggle, like any team. I try to be supportive and make sure they feel heard, and usually things get better.",
      'vague',
    ),
    i('What did you actually do in one of those cases?'),
    c(
      "One agent's handle time had doubled and she'd stopped taking phone calls. In our one-to-one she told me a caller had shouted at her and she was anxious about the phone. We took her off phones for two weeks, she listened in on five of my calls, then took calls with me listening. After a month she was back on her normal rota.",
      'strong',
    ),
    i(
      'That’s good to hear. By the way, are you married? Evening shifts can be hard on a family.',
      'marital-status',
    ),
    c(
      "I'd rather not get into my personal life, but evening shifts are fine. I've worked them for two years.",
    ),
    starting(
      4,
      i(
        "Let's talk about metrics. How did you get the product team to fix something that was driving tickets?",
      ),
    ),
    c('I just kept raising it in meetings and eventually they listened.', 'vague'),
    i('What made them listen in the end?'),
    c(
      'Putting a cost on it. In March 18% of our tickets were people asking where their policy documents were, about 250 a week, roughly one agent full time. I showed that on one page with examples: the confirmation email was going to spam for Outlook users. They changed the sender and those tickets fell under 5% within a month.',
      'strong',
    ),
    starting(5, i('We have a few minutes left. What would you like to ask me?')),
    c('How is the team split between chat, email and phone?', 'question'),
    i("Mostly chat, about two thirds. Thanks Marcus, we'll be in touch next week."),
    c('Thanks so much, I really enjoyed it.', 'pleasantry'),
  ],
};
