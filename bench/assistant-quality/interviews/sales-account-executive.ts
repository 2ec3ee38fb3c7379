import { c, type Interview, i, starting } from '../interview.ts';

export const SALES_ACCOUNT_EXECUTIVE: Interview = {
  id: 'sales-account-executive',
  family: 'sales',
  interviewTitle: 'Behavioural interview',
  job: {
    title: 'Account Executive, Mid-Market',
    company: 'Routewise',
    description:
      'Routewise sells route-planning software to distributors and retailers. As a mid-market Account Executive you own the full sales cycle for companies of 200 to 2,000 employees: prospecting with your SDR, discovery, demos with a solutions engineer, negotiation and close. Annual quota is $900k in new ARR. Up to 40% travel to customer sites.',
    requirements:
      '3+ years closing B2B SaaS deals. A track record against quota. Consultative discovery with several stakeholders. Accurate forecasting in Salesforce. Negotiates on value rather than discount.',
  },
  candidate: { firstName: 'Priya', lastName: 'Natarajan' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Sales track record', minutes: 10, description: 'Quota attainment, biggest deals.' },
    { title: 'Discovery and objection handling', minutes: 15 },
    { title: 'Pipeline and forecasting', minutes: 10 },
    { title: 'Questions for us', minutes: 5 },
  ],
  scorecard: [
    'Results',
    '- Meets or exceeds quota, with specific numbers',
    'Sales craft',
    "- Runs discovery that uncovers the buyer's real problem",
    '- Handles objections without discounting first',
    'Pipeline discipline',
    '- Keeps an accurate forecast and a healthy pipeline',
    'Collaboration',
    '- Works well with SDRs and solutions engineers',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i("Hi Priya, good to meet you! How's your day going?", 'pleasantry')),
    c('Good, thanks! Busy Monday, but happy to be here.', 'pleasantry'),
    i(
      "Glad to hear it. Today is mostly behavioural: your track record, how you run discovery and handle objections, and how you manage your pipeline. Then it's your turn to ask. Okay?",
    ),
    c('Perfect, sounds good.', 'pleasantry'),
    starting(1, i("Let's start with numbers. How did you do against quota last year?")),
    c(
      'My quota was $750k in new ARR and I closed $870k, so 116%. I was second of nine reps. Most of it came from 11 new logos; the biggest was a $140k deal with a regional grocery chain.',
      'strong',
    ),
    i('Nice. How did that grocery deal come about?'),
    c(
      'It was kind of a long process, lots of stakeholders, we just kept at it and eventually things came together.',
      'vague',
    ),
    i('What specifically moved it forward?'),
    c(
      'The turning point was getting their head of operations on a call with our solutions engineer. Our champion in IT loved us, but operations owned the budget. We built a business case from their own numbers, about $60k a year of overtime spent on manual route planning, and operations signed six weeks later.',
      'strong',
    ),
    starting(2, i("Let's talk about discovery. Walk me through how you run a first discovery call.")),
    c(
      "I'm very customer-focused. I always try to listen more than I talk and really understand their needs. Building trust is everything for me.",
      'vague',
    ),
    i('Sure. Can you take a real call you did recently?'),
    c(
      'Last month, a 600-person furniture distributor. I confirmed the agenda and asked what made them take the call now. They had missed two big delivery windows in March. I asked who felt that pain, and the operations lead said customer service took 400 complaint calls that month. So I did not demo at all; I booked a second call with their customer service director.',
      'strong',
    ),
    i("What's the toughest objection you hear, and how do you handle it?"),
    c(
      "Price, usually 'your competitor is 20% cheaper'. I don't discount on the spot. I go back to the cost of the problem we found in discovery and ask what exactly they are comparing. Last quarter I had that on a $90k deal and we closed at full price with a three-year term instead.",
      'strong',
    ),
    i('When does it make sense to discount?'),
    c(
      'At quarter end if they commit to a multi-year term or a case study, never without getting something back. I discount on about one deal in five, by 10% on average.',
      'strong',
    ),
    i('Makes sense. By the way, do you have kids? There is quite a bit of travel in this role.', 'children'),
    c(
      "I'd rather keep family out of it, but I'm comfortable travelling up to two weeks a month. I did that in my last role.",
    ),
    starting(3, i("Fair enough, sorry. Let's move to pipeline. How do you keep your forecast accurate?")),
    c(
      "I stay on top of my pipeline and keep Salesforce updated. I'm pretty organised with that stuff.",
      'vague',
    ),
    i('How accurate was your forecast last quarter, roughly?'),
    c(
      'I called $210k commit and landed $198k, so within about 6%. A deal only goes into commit once the economic buyer has confirmed budget and we have a signed mutual close plan.',
      'strong',
    ),
    i("Tell me about a deal you lost that you thought you'd win."),
    c(
      'A $120k deal with a cold-chain company last year. I single-threaded it through one VP, who then left, and I had never met the CFO. Since then I make sure I have at least three contacts, including finance, before a deal goes past stage three.',
      'strong',
    ),
    i('How do you work with your SDR?'),
    c(
      'We meet every Monday for 30 minutes to go through her sequences and the accounts I want. I share my discovery notes so her outreach sounds like us. Last half she sourced about 40% of my pipeline.',
      'strong',
    ),
    starting(4, i('Great. Over to you, what would you like to ask?')),
    c('What does ramp look like, and how is quota set for the first two quarters?', 'question'),
    i('Three months of ramp at half quota, then full quota. Anything else?'),
    c('How many solutions engineers support the mid-market team?', 'question'),
    i('Two for eight reps. Thanks Priya, this was great. We will follow up by Friday.', 'pleasantry'),
  ],
};
