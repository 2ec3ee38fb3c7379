import { describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION } from '../test/fixtures.ts';
import { findSkills } from './tech-terms.ts';
import { analyseJob, condense, extractBullets, extractJobTitle, extractSections } from './text-extraction.ts';

describe('job description extraction', () => {
  it('finds bullets marked with -, *, •, numbers and letters', () => {
    const text =
      'Intro line\n- one thing\n* two things;\n• three\n1. four\n2) five\n(3) six\na) seven\nplain';
    expect(extractBullets(text)).toEqual([
      'one thing',
      'two things',
      'three',
      'four',
      'five',
      'six',
      'seven',
    ]);
  });

  it('splits Requirements, Responsibilities and Nice to have, ending a section at a paragraph', () => {
    const text = `## What you'll do
- Build APIs
- Review code

**Qualifications:**
1. Go or Rust
2. Distributed systems

Nice to have:
- Kafka
We offer a pension.
- Gym membership`;
    expect(extractSections(text)).toEqual({
      responsibilities: ['Build APIs', 'Review code'],
      requirements: ['Go or Rust', 'Distributed systems'],
      niceToHave: ['Kafka'],
    });
  });

  it('recognises technologies and skills in order of mention, each once', () => {
    const skills = findSkills(
      'We use React and TypeScript on the front, Postgres and Redis behind; React again. Golang services.',
    );
    expect(skills.map((s) => s.label)).toEqual(['React', 'TypeScript', 'PostgreSQL', 'Redis', 'Go']);
    expect(findSkills('JavaScript only').map((s) => s.label)).toEqual(['JavaScript']);
  });

  it('builds a job profile from the job description and the prompt', () => {
    const profile = analyseJob(JOB_DESCRIPTION, 'Probe Kafka experience');
    expect(profile.title).toBe('Senior Backend Engineer');
    expect(profile.requirements).toEqual([
      '5+ years building backend systems',
      'Strong SQL and data modelling',
      'Experience running services on AWS with Docker',
    ]);
    expect(profile.responsibilities).toHaveLength(3);
    expect(profile.yearsOfExperience).toBe(5);
    expect(profile.skills.map((s) => s.label)).toEqual(
      expect.arrayContaining([
        'TypeScript',
        'Node.js',
        'PostgreSQL',
        'Kafka',
        'SQL',
        'AWS',
        'Docker',
        'mentoring',
      ]),
    );
  });

  it('uses all bullets as requirements when there are no headings', () => {
    expect(analyseJob('We need:\n- Python\n- Django').requirements).toEqual(['Python', 'Django']);
  });

  it('reads a job title from a label or a short first line only', () => {
    expect(extractJobTitle('Role: Staff Data Engineer\nMore text')).toBe('Staff Data Engineer');
    expect(extractJobTitle('We are hiring a great engineer to join our team.')).toBeUndefined();
    expect(extractJobTitle('Requirements:\n- x')).toBeUndefined();
  });

  it('condenses long bullets at a word boundary', () => {
    const long = `Experience ${'with many interesting things '.repeat(8)}`;
    const short = condense(long, 60);
    expect(short.length).toBeLessThanOrEqual(61);
    expect(short.endsWith('…')).toBe(true);
  });
});
