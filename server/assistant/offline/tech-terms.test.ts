import { describe, expect, it } from 'vitest';
import { findSkills } from './tech-terms.ts';

const labels = (text: string) => findSkills(text).map((s) => s.label);

describe('technology names in what people say', () => {
  it('does not take everyday words for technologies', () => {
    expect(labels('I kept the rest of the team updated every 15 minutes.')).not.toContain('REST APIs');
    expect(labels('We shipped it last spring, two weeks late.')).not.toContain('Spring');
    expect(labels('Spring is our busiest season on the ward.')).not.toContain('Spring');
  });

  it('still finds them when they are meant', () => {
    expect(labels('I designed the REST API and a RESTful webhook.')).toContain('REST APIs');
    expect(labels('We exposed a few rest endpoints for the mobile app.')).toContain('REST APIs');
    expect(labels('Our services run on Spring Boot.')).toContain('Spring');
    expect(labels('Mostly Java and Spring, some Kotlin.')).toContain('Spring');
  });
});
