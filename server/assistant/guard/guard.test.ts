import { describe, expect, it } from 'vitest';
import { ANSWER_KEPT_TAG, CAUTION_TAG } from '#contracts/compliance.ts';
import { guardUtterance } from './guard.ts';
import { touchesProtectedTopic } from './touches-topic.ts';

const NURSE = {
  role: 'Registered Nurse',
  jobText:
    'Night and day 12-hour shifts on a 28-bed medical-surgical ward. Lifting patients up to 50 pounds with equipment. Fluent Spanish is a plus. Active Texas RN licence; background check after offer.',
  location: 'Austin, TX',
  salaryRange: '$38–$46 an hour',
};
const BACKEND = {
  role: 'Senior Backend Engineer',
  jobText: 'You take part in a one-in-five on-call rotation. Travel up to 10% for team weeks.',
};

describe('the live guard', () => {
  it('warns about a protected topic with its category, tags and a job-related rewording', () => {
    const warning = guardUtterance('Great, thanks. Do you have kids?', BACKEND);
    expect(warning).toMatchObject({
      category: 'children',
      rewording: 'This role has a one-in-five on-call rotation — can you meet that schedule?',
      tags: ['compliance', 'children'],
    });
    expect(warning?.content).toBe(
      'Protected topic (children and childcare): leave it out — the answer will not count. Ask instead: “This role has a one-in-five on-call rotation — can you meet that schedule?”',
    );
  });

  it('tags every topic a turn touches, the first question naming the warning', () => {
    expect(guardUtterance('Are you married? And how old are you?')?.tags).toEqual([
      'compliance',
      'marital-status',
      'age',
    ]);
  });

  it('catches spoken questions without a question mark', () => {
    expect(guardUtterance('so are you planning to start a family soon')?.category).toBe('pregnancy');
    expect(guardUtterance('what year were you born')?.category).toBe('age');
  });

  it('names the topic a question is really about', () => {
    for (const [question, category] of [
      // Whom the candidate loves is orientation, however the gender is asked.
      ['And your fiancée, is she a she or a he, if you don’t mind?', 'sexual-orientation'],
      ['So do you date women, or men, or whoever?', 'sexual-orientation'],
      ['r u into guys', 'sexual-orientation'],
      // Harm from service is the veteran's service, not only their health.
      ['Did your tour in Iraq leave you with any injuries we should plan around?', 'military-discharge'],
      ['Do you get a disability rating from the VA?', 'military-discharge'],
      // A photo of people of theirs, and the school run, are about children.
      ['Cute photo on your desk there, how old are they now?', 'children'],
      ['Who does the nursery run in your house?', 'children'],
    ] as const)
      expect(guardUtterance(question)?.category, question).toBe(category);
  });

  it('hears everyday ways of asking', () => {
    for (const [question, category] of [
      ['What are you on at the moment, basic plus overtime?', 'salary-history'],
      ['Is Alex a newer name for you?', 'gender-identity'],
      ['Could you send us a photo of yourself with your CV?', 'race'],
      ['any more deployments coming up with the guard', 'military-discharge'],
      [
        'The anxiety you mentioned earlier, is it something that flares up with deadlines?',
        'disability-health',
      ],
      ['Any little ones on the way, do you think?', 'pregnancy'],
    ] as const)
      expect(guardUtterance(question)?.category, question).toBe(category);
  });

  it('reads a fragment with nobody named as asked of the candidate', () => {
    expect(guardUtterance('divorced?')?.category).toBe('marital-status');
    expect(guardUtterance('Any fertility stuff on the go at the moment?')?.category).toBe('pregnancy');
    expect(guardUtterance('Is your knee alright? Lots of kneeling on this job.')?.category).toBe(
      'disability-health',
    );
  });

  it('leaves lawful look-alikes alone', () => {
    for (const lawful of [
      'Are you legally authorized to work in the United States?',
      'Can you travel 20% of the time?',
      'This role has a one-in-five on-call rotation. Can you meet that schedule?',
      'Are you over 18?',
      'What are your salary expectations?',
      'Can you perform the essential functions of the job with or without reasonable accommodation?',
      'How did you handle the child processes leaking memory?',
      'How would you talk to a patient’s family about a discharge plan?',
      'How would you handle a race condition in the ledger?',
      'We offer childcare vouchers and 16 weeks of parental leave.',
      'I can’t ask about your family, so let’s move on.',
      // Keeping the conversation going names no topic.
      'Anything else?',
      'Anything else from your side before we move on?',
      // Job content: a case set out for the candidate, and how or where they would do the work.
      'A tenant says her neighbour pays less rent for the same flat. What do you tell her?',
      'Talk me through how you would run a bereavement group for a mixed Hindu and Sikh congregation.',
      'Where would you look first when a couple’s marriage certificate has the wrong date on it?',
    ])
      expect(guardUtterance(lawful), lawful).toBeUndefined();
  });

  it('tells a legal minimum age from a question about age', () => {
    expect(guardUtterance('Are you at least 21?')).toBeUndefined();
    expect(guardUtterance('Are you over 40?')?.category).toBe('age');
  });

  it('rewords in the job’s own terms', () => {
    const reword = (text: string, context = {}) => guardUtterance(text, context)?.rewording;
    expect(reword('What is your current salary?', NURSE)).toBe(
      'The range for this role is $38–$46 an hour — does that work for you?',
    );
    expect(reword('What is your current salary?')).toBe('What are your salary expectations for this role?');
    expect(reword('Where were you born?', NURSE)).toBe(
      'Are you legally authorized to work in the United States, and will you need visa sponsorship?',
    );
    expect(reword('Is English your first language?', NURSE)).toBe(
      'This role needs fluent Spanish — how comfortable are you working in Spanish?',
    );
    expect(reword('Do you have any disabilities?', NURSE)).toBe(
      'Can you perform the essential duties of the Registered Nurse role, including lifting patients up to 50 pounds, with or without reasonable accommodation?',
    );
    expect(reword('Do you have childcare for the nights?', NURSE)).toBe(
      'This role has night and day 12-hour shifts — can you meet that schedule?',
    );
    expect(reword('Are you gay?', { agendaItem: 'Clinical judgement' })).toBe(
      'Coming back to clinical judgement: can you give me an example from your own work?',
    );
    expect(
      reword('Is your wife okay with the travel?', { jobText: 'Travel up to 30% across the region.' }),
    ).toBe('This role involves travel about 30% of the time — can you meet that?');
  });
});

describe('how sure a warning is', () => {
  it('cautions about conviction history (its lawfulness depends on the place) and keeps the answer', () => {
    const warning = guardUtterance('Have you ever been convicted of a felony?');
    expect(warning).toMatchObject({ category: 'arrest-record', severity: 'caution' });
    expect(warning?.tags).toEqual(expect.arrayContaining([CAUTION_TAG, ANSWER_KEPT_TAG]));
  });

  it('reads a question by meaning when no rule names it, and keeps the answer of such a warning', () => {
    const warning = guardUtterance('Were you ever in rehab?');
    expect(warning).toMatchObject({ category: 'disability-health', severity: 'warning' });
    expect(warning?.tags).toContain(ANSWER_KEPT_TAG);
  });

  it('reads a personal question joined by "and" to a question about the work', () => {
    for (const [text, category] of [
      [
        'Tell me how you’d plan a stock rotation, and does your wife mind the early starts?',
        'marital-status',
      ],
      ['Talk me through a month-end close, and which language do you dream in?', 'national-origin'],
      ['Can you cover the spring audit, and you’re not pregnant or anything, are you?', 'pregnancy'],
    ] as const)
      expect(guardUtterance(text)?.category, text).toBe(category);
    // Whatever the second clause starts with, once it asks the candidate something of their own.
    expect(
      guardUtterance('You’d be out on the boats a lot, and I have to ask — are you a churchgoer at all?')
        ?.category,
    ).toBe('religion');
    // A remark after the second question does not hide it.
    expect(
      guardUtterance(
        'Walk me through your last audit, and has anyone in your family had Huntington’s? You said your dad was ill.',
      )?.category,
    ).toBe('genetic-information');
    // Two questions about the work stay one.
    expect(
      guardUtterance('Which conditions most often affect your patients’ mobility, and how do you assess it?'),
    ).toBeUndefined();
  });

  it('takes the topic from another sentence of the turn, and keeps the answer when only meaning found it', () => {
    const warning = guardUtterance('Been inside at all? Prison, I mean.');
    expect(warning?.category).toBe('arrest-record');
    expect(warning?.tags).toContain(ANSWER_KEPT_TAG);
  });

  it('reads hurried typing', () => {
    expect(guardUtterance('are u religous at all')?.category).toBe('religion');
    expect(guardUtterance('wats ur nationality')?.category).toBe('national-origin');
    expect(guardUtterance('what are u hoping for salary wise')).toBeUndefined();
  });

  it('reads a note typed to oneself as the question it plans, and leaves a note about the work alone', () => {
    expect(guardUtterance('kids? ask re childcare for the night shifts')?.category).toBe('children');
    expect(guardUtterance('she mentioned church - ask if sundays are an issue')?.category).toBe('religion');
    expect(guardUtterance('current salary ask b4 we make offer')?.category).toBe('salary-history');
    expect(guardUtterance('wot yr did he finish uni')?.category).toBe('age');
    expect(guardUtterance('ask about her forklift licence')).toBeUndefined();
    expect(guardUtterance('ask how she handled the audit at Boots')).toBeUndefined();
    expect(guardUtterance('confirm start date and notice period')).toBeUndefined();
  });

  it('takes the more specific topic the classifier is sure of over the one a rule’s words name', () => {
    expect(guardUtterance('Any injuries you picked up on tour in Helmand?')?.category).toBe(
      'military-discharge',
    );
    expect(guardUtterance('Does heart disease run in your family at all?')?.category).toBe(
      'genetic-information',
    );
  });

  it('names children asked about ahead of time as family plans', () => {
    expect(guardUtterance('Any kids on the horizon, do you think?')?.category).toBe('pregnancy');
  });

  it('tells the cards a protected topic was touched even where no warning is given', () => {
    expect(touchesProtectedTopic('Do you have kids?')).toBe(true);
    expect(touchesProtectedTopic('Walk me through your last release.')).toBe(false);
    // Not warned, but the classifier reads family plans in it: no card presses the reply.
    const plans = 'Where do you see yourself in five years, like, outside work too, house, kids, all that?';
    expect(guardUtterance(plans)).toBeUndefined();
    expect(touchesProtectedTopic(plans)).toBe(true);
  });

  it('cautions about convictions in a typed note, and about what a named record check will show', () => {
    for (const text of [
      'convictions q b4 offer  nyc applicant',
      'The post needs a basic DBS. Anything likely to show up that we should talk through?',
    ])
      expect(guardUtterance(text), text).toMatchObject({ category: 'arrest-record', severity: 'caution' });
  });

  it('reads a note about the candidate in the third person as the question it plans', () => {
    expect(guardUtterance('check if shes a us citizen b4 the clearance form')?.category).toBe(
      'national-origin',
    );
    expect(guardUtterance('find out if he has kids  night shifts')?.category).toBe('children');
    // A note about what they know or did at work is no such question.
    expect(guardUtterance('ask if he knows the kosher kitchen rules')).toBeUndefined();
  });

  it('reads a guess at a partner’s gender as orientation', () => {
    expect(guardUtterance('Bringing anyone to the summer party — girlfriend, boyfriend?')?.category).toBe(
      'sexual-orientation',
    );
  });

  it('reads a husband or wife asked about as marital status', () => {
    expect(guardUtterance('Would a husband or wife be moving down with you?')?.category).toBe(
      'marital-status',
    );
  });

  it('cautions about every way of asking for convictions, and warns about arrests', () => {
    for (const conviction of [
      'Do you have a criminal record?',
      'Anything on your record I should know about?',
      'Have you ever been found guilty of an offence?',
      'Ever done time?',
    ])
      expect(guardUtterance(conviction), conviction).toMatchObject({
        category: 'arrest-record',
        severity: 'caution',
      });
    expect(guardUtterance('Have you ever been arrested, even if the charges were dropped?')).toMatchObject({
      category: 'arrest-record',
      severity: 'warning',
    });
  });

  it('names the job by its own title and first duty, never by the interview’s title', () => {
    const context = {
      role: 'Technical interview: Sous Chef',
      jobText:
        'Responsibilities\n- Run the pass and the brigade (8 chefs) during service\n- Write prep lists',
    };
    expect(guardUtterance('Are you gay?', context)?.rewording).toBe(
      'In the Sous Chef role you would run the pass and the brigade — can you give me an example from your own work of how you have done that?',
    );
    expect(guardUtterance('Do you have kids?', context)?.rewording).toBe(
      'Can you meet the hours and any travel the Sous Chef role requires?',
    );
  });
});
