import { describe, expect, it } from 'vitest';
import { guardUtterance } from './guard.ts';

const topicOf = (text: string) => guardUtterance(text)?.category;

/** Ways of asking that name no topic plainly, and look-alikes that ask nothing of the candidate. */
describe('phrasings the guard reads by their structure', () => {
  it('reads a concern put as a condition on the candidate’s life as a question', () => {
    expect(
      topicOf(
        "It's quite physical, lots of lifting, I'd hate it to be a problem if you were expecting at some point.",
      ),
    ).toBe('pregnancy');
    expect(topicOf('If you have any questions about the rota, just ask.')).toBeUndefined();
  });

  it('leaves the interviewer’s own family alone', () => {
    expect(
      topicOf(
        "My wife and I both run the shop floor, so you'd take direction from either of us. Would that sit OK with you?",
      ),
    ).toBeUndefined();
  });

  it('reads the candidate’s race given as the reason, or the candidate named a person of colour', () => {
    expect(topicOf("How'd you get on with the lads on site, being, you know, Asian?")).toBe('race');
    expect(topicOf("You'd be the first person of colour on the team — how do you think you'd fit in?")).toBe(
      'race',
    );
  });

  it('leaves a question about the work alone when the job’s people are named before it', () => {
    expect(
      topicOf(
        'Most of our clients have convictions and want work — what does your first meeting with them look like?',
      ),
    ).toBeUndefined();
  });

  it('drops a reading by meaning when everyone is asked, but not a rule’s', () => {
    expect(
      topicOf(
        'Is there any pre-booked leave in the next three months we should plan the training round? We ask everyone.',
      ),
    ).toBeUndefined();
    expect(topicOf('We ask everyone this. Are you planning to have kids soon?')).toBe('pregnancy');
  });

  it('reads "the plan" for a sick child as childcare, not family plans', () => {
    expect(topicOf("If one of them's off poorly, what's the plan — grandparents nearby?")).toBe('children');
  });

  it('reads an accent asked about, and leaves the lawful pay question after “we don’t ask about current pay”', () => {
    expect(topicOf("Sorry, I keep meaning to ask - where's that accent from? Belfast?")).toBe(
      'national-origin',
    );
    expect(topicOf('How would you handle a caller with a strong accent?')).toBeUndefined();
    expect(
      topicOf("We don't ask about current pay, so what are you hoping to earn in this job?"),
    ).toBeUndefined();
  });

  it('reads the workplace speaking of its own busy season as job content', () => {
    expect(
      topicOf('Ramadan is our busiest month for dates and sweets - how would you plan stock for it?'),
    ).toBeUndefined();
    expect(topicOf('is she preggers cant tell ask hr to find out')).toBe('pregnancy');
  });

  it('reads a case set out for the candidate, and a second-language “what you do”, as job content', () => {
    expect(
      topicOf("A pregnant tenant reports damp in the baby's room — what's your first step?"),
    ).toBeUndefined();
    expect(
      topicOf(
        'Many customers here are from Portugal — if one makes a complaint and speaks only Portuguese, what you do?',
      ),
    ).toBeUndefined();
    expect(topicOf('ask how he negotiated the pay claim at the depot last year')).toBeUndefined();
  });
});
