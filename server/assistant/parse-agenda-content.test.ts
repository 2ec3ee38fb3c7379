import { describe, expect, it } from 'vitest';
import { parseAgendaContent } from '#contracts/assistant.ts';

describe('parseAgendaContent', () => {
  it('reads a JSON array of items, tolerating string durations and missing ones', () => {
    const content = JSON.stringify([
      { title: 'Intro', duration: 10 },
      { title: 'Coding', duration: '25 min', description: 'Rate limiter' },
      { title: 'Questions' },
      { title: '  ', duration: 5 },
      'Wrap-up (5 min)',
      42,
    ]);
    expect(parseAgendaContent(content)).toEqual([
      { title: 'Intro', duration: 10 },
      { title: 'Coding', duration: 25, description: 'Rate limiter' },
      { title: 'Questions', duration: 15 },
      { title: 'Wrap-up', duration: 5 },
    ]);
  });

  it('reads newline-separated text with durations in many styles', () => {
    const content = `# Agenda
- Intro (10 min)
* Coding — 25 minutes
• System design: 1.5 hours
1. Culture [5m]
2) 10 min - Candidate questions
Wrap-up, 3 mins
Deep dive 5-10 min
Retrospective

Total: 90 min`;
    expect(parseAgendaContent(content)).toEqual([
      { title: 'Agenda', duration: 15 },
      { title: 'Intro', duration: 10 },
      { title: 'Coding', duration: 25 },
      { title: 'System design', duration: 90 },
      { title: 'Culture', duration: 5 },
      { title: 'Candidate questions', duration: 10 },
      { title: 'Wrap-up', duration: 3 },
      { title: 'Deep dive', duration: 8 },
      { title: 'Retrospective', duration: 15 },
    ]);
  });

  it('treats broken JSON as text and empty content as no items', () => {
    expect(parseAgendaContent('[{"title": "Intro"')).toEqual([{ title: '[{"title": "Intro"', duration: 15 }]);
    expect(parseAgendaContent('  \n ')).toEqual([]);
    expect(parseAgendaContent('Mock interview (45 min)')).toEqual([
      { title: 'Mock interview', duration: 45 },
    ]);
  });
});
