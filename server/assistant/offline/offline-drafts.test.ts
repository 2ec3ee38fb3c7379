import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE, parseAgendaContent } from '#contracts/assistant.ts';
import { JOB_DESCRIPTION } from '../test/fixtures.ts';
import { draftAgenda } from './agenda-draft.ts';
import { interviewKind } from './interview-types.ts';
import { QUESTION_BANK } from './question-bank.ts';
import { draftScorecard } from './scorecard-draft.ts';

describe('offline scorecard drafts', () => {
  it('starts a coding screen with the job’s duties and its sections, then the requirements and skills found', () => {
    const draft = draftScorecard({ jobDescription: JOB_DESCRIPTION, interviewType: 'Coding screen' });
    expect(draft.title).toBe('Coding screen scorecard — Senior Backend Engineer');
    expect(draft.sections.map((s) => s.title)).toEqual([
      'Core duties',
      'Problem solving',
      'Code quality',
      'Communication',
      'Role requirements',
      'Technical skills',
      'Ways of working',
    ]);
    // Requirements are written as what the interviewer observes, without the posting's adjectives.
    expect(draft.sections[4]?.criteria).toEqual(
      expect.arrayContaining(['SQL and data modelling', 'Has 5+ years building backend systems']),
    );
    expect(draft.sections[5]?.criteria).toContain('Hands-on depth with TypeScript');
    // The duties, as what the candidate is seen doing.
    expect(draft.sections[0]?.criteria).toEqual([
      'Designs and builds TypeScript services on Node.js',
      'Owns PostgreSQL schemas and Kafka event flows',
      'Mentors two mid-level engineers',
    ]);
    expect(draft.notice).toBe(OFFLINE_NOTICE);
    expect(draft.content).not.toContain(OFFLINE_NOTICE);
    expect(draft.content).toContain('Problem solving\n- Clarifies the problem and constraints before coding');
  });

  it('gives different jobs different scorecards, from their own duties', () => {
    const kit = (duties: string) =>
      draftScorecard({ jobDescription: `Responsibilities:\n${duties}`, interviewType: 'General' })
        .sections[0];
    expect(
      kit('- Coach apprentices and check their work before sign-off\n- Diagnose electrical faults'),
    ).toEqual({
      title: 'Core duties',
      criteria: ['Coaches apprentices and checks their work before sign-off', 'Diagnoses electrical faults'],
    });
    expect(kit('- Identify and escalate deteriorating patients\n- Carry out wound care')?.criteria).toEqual([
      'Identifies and escalates deteriorating patients',
      'Carries out wound care',
    ]);
  });

  it('builds on an existing scorecard and the prompt’s focus areas', () => {
    const existing = 'Architecture\n- Explains trade-offs\nOwnership';
    const draft = draftScorecard({
      existingScorecardRef: existing,
      generationPrompt: '- API design\n- Security',
    });
    expect(draft.sections).toEqual([
      { title: 'Architecture', criteria: ['Explains trade-offs'] },
      { title: 'Ownership', criteria: ['Evidence of ownership'] },
      { title: 'Focus areas', criteria: ['API design', 'Security'] },
      { title: 'Technical skills', criteria: ['Applies security in practice'] },
    ]);
  });

  it('is deterministic', () => {
    const input = {
      jobDescription: JOB_DESCRIPTION,
      interviewType: 'System design',
      generationPrompt: 'Senior',
    };
    expect(draftScorecard(input)).toEqual(draftScorecard(input));
  });
});

describe('offline agenda drafts', () => {
  const ranges: [number, number][] = [
    [5, 5],
    [15, 15],
    [15, 30],
    [20, 25],
    [30, 60],
    [45, 90],
    [60, 60],
    [17, 23],
    [90, 120],
    [240, 480],
  ];
  const types = [undefined, 'Recruiter screen', 'Coding screen', 'Coding onsite', 'Values', 'System design'];

  it('always lands inside the requested range, with whole minutes of at least one', () => {
    for (const [min, max] of ranges)
      for (const interviewType of types) {
        const draft = draftAgenda({
          jobDescription: JOB_DESCRIPTION,
          timeRangeMin: min,
          timeRangeMax: max,
          interviewType,
        });
        const total = draft.items.reduce((sum, i) => sum + i.duration, 0);
        expect(total, `${interviewType} ${min}-${max}`).toBe(draft.totalMinutes);
        expect(total).toBeGreaterThanOrEqual(min);
        expect(total).toBeLessThanOrEqual(max);
        for (const item of draft.items)
          expect(Number.isInteger(item.duration) && item.duration >= 1).toBe(true);
      }
  });

  it('opens with introductions and ends with candidate questions and a wrap-up', () => {
    const draft = draftAgenda({
      jobDescription: JOB_DESCRIPTION,
      timeRangeMin: 30,
      timeRangeMax: 60,
      interviewType: 'Coding screen',
    });
    expect(draft.totalMinutes).toBe(45);
    expect(draft.items.map((i) => [i.title, i.duration])).toEqual([
      ['Introductions', 5],
      ['Background and recent work', 5],
      ['Coding exercise', 15],
      ['Complexity and testing', 5],
      ['Experience with TypeScript, Node.js and PostgreSQL', 5],
      ['Candidate questions', 5],
      ['Wrap-up and next steps', 5],
    ]);
    expect(draft.items[2]?.description).toMatch(/^Ask: /);
    expect(draft.notice).toBe(OFFLINE_NOTICE);
  });

  it('stores content the agenda parser reads back as the same items', () => {
    const draft = draftAgenda({ timeRangeMin: 30, timeRangeMax: 45, interviewType: 'Values' });
    expect(parseAgendaContent(draft.content)).toEqual(draft.items);
  });

  it('covers the selected scorecard’s sections', () => {
    const scorecardContent = 'Security mindset\n- Threat models features\nCommunication\n- Clear';
    const draft = draftAgenda({
      scorecardContent,
      timeRangeMin: 60,
      timeRangeMax: 60,
      interviewType: 'System design',
    });
    expect(draft.items.map((i) => i.title)).toContain('Security mindset');
  });

  it('is deterministic', () => {
    const input = { jobDescription: JOB_DESCRIPTION, timeRangeMin: 25, timeRangeMax: 50 };
    expect(draftAgenda(input)).toEqual(draftAgenda(input));
  });
});

describe('interview types and question banks', () => {
  it('matches free-text types to a bank', () => {
    expect(interviewKind('Phone screen')).toBe('recruiter-screen');
    expect(interviewKind('Technical onsite (coding)')).toBe('coding-onsite');
    expect(interviewKind('Live coding')).toBe('coding-screen');
    expect(interviewKind('Behavioural')).toBe('values');
    expect(interviewKind('System Design')).toBe('system-design');
    expect(interviewKind('Portfolio review')).toBe('general');
    expect(interviewKind(undefined, 'Plan a system design round')).toBe('system-design');
  });

  it('has several questions with follow-ups for every type', () => {
    for (const questions of Object.values(QUESTION_BANK)) {
      expect(questions.length).toBeGreaterThanOrEqual(5);
      for (const q of questions) expect(q.followUps.length).toBeGreaterThan(0);
    }
  });
});
