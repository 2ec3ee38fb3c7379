import { describe, expect, it } from 'vitest';
import { guardUtterance } from './guard.ts';
import { touchesProtectedTopic } from './touches-topic.ts';

/** Job content that names a protected word: the guard leaves it alone, however the turn is put. */
describe('job content the guard leaves alone', () => {
  it('leaves a question about doing the work for other people alone', () => {
    expect(guardUtterance('How do you take a family medical history from a new admission?')).toBeUndefined();
  });

  it('reads job content across the whole turn: duties set out first, then a question about the work', () => {
    for (const lawful of [
      "You'd be supporting families going through divorce mediation. How would you handle a couple who won't talk?",
      'Our store is near three mosques, so Ramadan evenings are busy. How would you staff the late shifts?',
      "You'd be running the youth league on weekends, have u coached kids before?",
      "You'll be caring for residents with dementia. How would you calm someone who's agitated at night?",
    ])
      expect(guardUtterance(lawful), lawful).toBeUndefined();
    // The same duties, then a question about the candidate's own life, in its own sentence or after a dash.
    expect(
      guardUtterance("You'd be running the youth league on weekends. Do you have kids yourself?")?.category,
    ).toBe('children');
    expect(
      guardUtterance(
        "You'd be working the night shift at the depot — how old are you, if you don't mind me asking?",
      )?.category,
    ).toBe('age');
    expect(
      guardUtterance("You'd be working with older residents — how would you build their trust?"),
    ).toBeUndefined();
  });

  it('reads a task of the job told to the candidate as job content', () => {
    for (const lawful of [
      'You’d run the holiday club for ages 8 to 12. How would you plan a rainy day?',
      'You’ll help tenants apply for disability adaptations. What steps would you take first?',
      'Walk me through how you’d explain married-couple allowance to a client.',
    ])
      expect(guardUtterance(lawful), lawful).toBeUndefined();
    // Wanting a day off is no task of the job.
    expect(guardUtterance('You’ll be wanting Saturdays off for synagogue, I expect?')?.category).toBe(
      'religion',
    );
  });

  it('reads a walk-through of a piece of work as job content, and one of the candidate’s pay as pay history', () => {
    expect(
      guardUtterance('Talk me through checking the religious-slaughter paperwork on a halal batch.'),
    ).toBeUndefined();
    expect(guardUtterance('Walk me through your pay at your last two firms.')?.category).toBe(
      'salary-history',
    );
  });

  it('offers to answer questions without warning, whatever came before', () => {
    expect(
      guardUtterance('Everyone gets 25 days of leave and a pension match. Anything else you’d like to know?'),
    ).toBeUndefined();
  });

  it('reads a topic word that only names a thing of the work as job content', () => {
    for (const work of [
      'How would you debug a child process?',
      'Do you know how to kill a child process that hangs?',
      'What do you do when a child thread deadlocks?',
      'Have you ever had to reap a zombie child process?',
    ]) {
      expect(touchesProtectedTopic(work), work).toBe(false);
      expect(guardUtterance(work), work).toBeUndefined();
    }
    expect(guardUtterance('Any, um, mental health stuff I should know about?')?.category).toBe(
      'disability-health',
    );
  });
});
