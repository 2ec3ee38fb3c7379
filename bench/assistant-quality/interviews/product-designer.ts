import { c, type Interview, i, starting } from '../interview.ts';

export const PRODUCT_DESIGNER: Interview = {
  id: 'product-designer',
  family: 'design-product',
  interviewTitle: 'Portfolio review',
  job: {
    title: 'Product Designer',
    company: 'Tallyho',
    description:
      'Tallyho helps 400,000 people budget together with their partner or housemates. You will design new budgeting features end to end: research with users, flows and prototypes in Figma, and polished UI built on our design system, working closely with a product manager and four engineers.',
    requirements:
      '3+ years designing consumer products. A portfolio showing research-led decisions. Strong interaction and visual design. Knows accessibility standards (WCAG 2.2 AA). Comfortable presenting and defending design decisions.',
  },
  candidate: { firstName: 'Lena', lastName: 'Fischer' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    { title: 'Portfolio walkthrough', minutes: 15, description: 'One project end to end.' },
    { title: 'Research and decisions', minutes: 10 },
    { title: 'Collaboration and critique', minutes: 10 },
    { title: 'Questions', minutes: 5 },
  ],
  scorecard: [
    'Craft',
    '- Designs clear, accessible interfaces and explains the decisions behind them',
    'Research',
    '- Grounds decisions in user research and evidence',
    'Collaboration',
    '- Works through disagreement with product and engineering constructively',
  ].join('\n'),
  strongCandidate: false,
  turns: [
    starting(0, i('Hi Lena, nice to meet you. Thanks for making time.', 'pleasantry')),
    c('Nice to meet you too, thanks for having me.', 'pleasantry'),
    i(
      "We'll start with a walkthrough of one project, then research, then how you work with product and engineering. Leave time for your questions.",
    ),
    c('Perfect.', 'pleasantry'),
    starting(1, i('Pick one project you are proud of and walk me through it.')),
    c(
      'At Quill, a note-taking app, I redesigned onboarding. Only 31% of new users created a second note in their first week. I interviewed eight people who had dropped off, and most did not understand that notes sync between devices. I designed a three-step onboarding that shows syncing on the first screen, and week-one retention went from 31% to 44% over the next two months.',
      'strong',
    ),
    i('What other directions did you explore before that one?'),
    c(
      'We looked at a lot of options, some were more playful, some more minimal, and we went with what felt right for the brand.',
      'vague',
    ),
    i('Why did the one you shipped win over the others?'),
    c(
      'We tested three prototypes with twelve users. The playful one tested well on delight but only four of twelve understood syncing afterwards; the one we shipped got ten of twelve. The minimal one was fastest but people skipped the step that mattered.',
      'strong',
    ),
    i('How did you make it accessible?'),
    c(
      'I checked every screen against WCAG AA contrast, kept tap targets at 44 points, and tested the flow with VoiceOver. The sync animation respects reduced motion: it becomes a static diagram.',
      'strong',
    ),
    starting(2, i("Let's talk research. How do you decide what research a feature needs?")),
    c('It really depends, I kind of adapt to the project and the timeline, there is no one way.', 'vague'),
    i('Take a recent feature. What did you do?'),
    c(
      'For shared folders at Quill we had two weeks. I ran five remote interviews with people who already shared notes by email, and a quick survey to 2,000 users. The survey showed only 9% wanted live co-editing, so we cut it from the first version and shipped sharing with comments instead.',
      'strong',
    ),
    i('Are you planning to start a family soon? We are a small team, so I have to ask.', 'pregnancy'),
    c("That's not something I'm going to discuss, but I'm fully committed to this role."),
    i(
      'Understood, I should not have asked. Tell me about a design decision where the data and your instinct disagreed.',
    ),
    c(
      'On the Quill pricing page my instinct was a simple two-column layout. The A/B test showed a three-tier layout earned 12% more upgrades. I went with the data, but I kept the wording simpler than the variant because support tickets about plan confusion had gone up in the test.',
      'strong',
    ),
    starting(3, i('How do you work with engineers when they push back on a design?')),
    c("I try to stay open and collaborative, and communicate well so we're all on the same page.", 'vague'),
    i('Can you give me a real example?'),
    c(
      'Our iOS engineer said the custom swipe gesture I designed would take two sprints. We sat together for an hour, and I learned the standard list swipe would take two days. I redesigned the interaction around the standard one, we shipped a week early, and I wrote down the gesture as a pattern for the design system.',
      'strong',
    ),
    i('Tell me about feedback on your work that was hard to hear.'),
    c(
      'My manager said my presentations jumped into screens before explaining the problem, so the team argued about pixels instead of goals. Now I open every critique with the problem, the evidence and what I want feedback on, and the critiques got a lot shorter.',
      'strong',
    ),
    i('How do you handle a product manager who wants to skip research?'),
    c('Honestly I just try to push back a bit, it depends on the person.', 'vague'),
    starting(4, i('We have five minutes. What would you like to ask?')),
    c('How do designers and engineers share work here, is there a weekly critique?', 'question'),
    i('Yes, every Thursday, with the whole squad. Thanks Lena, we will be in touch.'),
  ],
};
