import { c, type Interview, i, starting } from '../interview.ts';

export const DATA_ANALYST: Interview = {
  id: 'data-analyst',
  family: 'engineering',
  interviewTitle: 'Analytics interview',
  job: {
    title: 'Data Analyst',
    company: 'Greenleaf Grocers',
    description:
      'Greenleaf runs 140 grocery stores and an online shop. As a data analyst in the commercial team you answer questions from marketing and buying with SQL and Python, build and maintain Looker dashboards, and design and read A/B tests on the website.',
    requirements:
      'Strong SQL. Python or R for analysis. Experience designing and analysing experiments. Builds dashboards people actually use. Explains findings clearly to non-technical colleagues.',
  },
  candidate: { firstName: 'Aisha', lastName: 'Rahman' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Analysis experience', minutes: 15, description: 'An analysis that changed a decision.' },
    { title: 'SQL and data quality', minutes: 10 },
    { title: 'Experiments', minutes: 10 },
    { title: 'Stakeholders and communication', minutes: 10 },
    { title: 'Candidate questions', minutes: 5 },
  ],
  scorecard: [
    'Analysis',
    '- Frames the business question and chooses a sound method',
    '- Checks data quality before trusting results',
    'Experimentation',
    '- Designs and reads A/B tests correctly',
    'Communication',
    '- Explains findings clearly to non-technical colleagues',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i('Hi Aisha, welcome. Good week so far?', 'pleasantry')),
    c('Yes, thanks, busy but good!', 'pleasantry'),
    i("Glad to hear. We'll cover your analysis work, SQL, experiments and how you work with stakeholders."),
    c('Sounds great.', 'pleasantry'),
    starting(1, i('Tell me about an analysis you did that changed a decision.')),
    c(
      'At a meal-kit company, marketing wanted to double the budget for a 50% first-box discount. I looked at cohorts from the last year and found that customers who joined on the 50% offer churned after one box 61% of the time, against 35% at 20% off. Lifetime value was actually higher at 20% off, so they kept the budget flat and moved to the smaller discount.',
      'strong',
    ),
    i('How did you make sure the comparison was fair?'),
    c(
      'The two offers ran in different months, so I controlled for seasonality by comparing against the same months the year before, and I excluded customers who came through partner referrals, because they behave very differently.',
      'strong',
    ),
    i('And what happened after they switched?'),
    c('It went pretty well overall, people were happy with it I think.', 'vague'),
    i('What did the numbers show three months later?'),
    c(
      'New sign-ups fell 8%, but three-month retained customers rose 14%, and cost per retained customer went from £42 to £31.',
      'strong',
    ),
    starting(2, i('How do you check that a query gives the right numbers before you share them?')),
    c(
      'I reconcile a total against a trusted source first, like finance revenue for the month, and I check row counts after every join. Once a join on customer id duplicated orders because of a bad row in the address table; the count check caught it before the report went out.',
      'strong',
    ),
    i('Tell me about a data quality problem you had to fix at its source.'),
    c('There are always data issues, you just have to be careful and work around them, basically.', 'vague'),
    i('Can you give me a specific case?'),
    c(
      'Store sales were missing for three stores every Monday. I traced it to the till upload job running before those stores closed. I showed the data engineering team the pattern over eight weeks and they moved the job to 1 a.m. The gap disappeared the following week.',
      'strong',
    ),
    starting(3, i('How would you design an A/B test for a new checkout button?')),
    c(
      'First agree the primary metric, checkout conversion, and the smallest lift worth acting on, say 2%. From our traffic that needs about 40,000 sessions per arm, so roughly two weeks. Randomise by user, not session, and decide the guardrails up front, like average order value.',
      'strong',
    ),
    i('What if the result is significant after three days?'),
    c(
      "I wouldn't stop it. Peeking early inflates false positives, and three days misses the weekend pattern. We'd run the planned two weeks unless a guardrail like error rate breaks.",
      'strong',
    ),
    i(
      'Sorry, a personal one: where are you originally from? I was trying to place your accent.',
      'national-origin',
    ),
    c(
      "I'd rather keep the focus on the role, if that's all right. I'm eligible to work here without sponsorship.",
    ),
    starting(4, i('Of course. How do you explain a result to people who are not technical?')),
    c('I try to keep it simple and avoid jargon, and focus on what matters for them.', 'vague'),
    i('Walk me through the last time you did it.'),
    c(
      'For the discount work I presented to the marketing director with one chart: retained customers per £1,000 spent, by offer. I left the cohort tables in the appendix. She asked one question, about seasonality, and signed off the change in the meeting.',
      'strong',
    ),
    i('How do you handle a stakeholder who wants a number that the data does not support?'),
    c(
      'A buyer wanted me to show a promotion had lifted sales 20%. The honest number was 6%, mostly pulled forward from the following week. I showed her the week-by-week view, and we agreed to report the 6% and test a different mechanic next time.',
      'strong',
    ),
    starting(5, i('Thanks Aisha. What questions do you have for me?')),
    c('Which tools does the team use day to day, and who owns the Looker models?', 'question'),
    i('Looker, BigQuery and Python notebooks; the analysts own the models. We will be in touch soon.'),
  ],
};
