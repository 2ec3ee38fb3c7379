import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from './question-bank.ts';
import { suggestQuestions } from './suggest-questions.ts';

const complexity = 'What is the time and space complexity of your solution, and can you do better?';

describe('offline live question suggestions', () => {
  it('suggests up to three questions from the bank for the type and agenda item', () => {
    const suggestions = suggestQuestions({
      interviewType: 'System design',
      agendaItem: { title: 'Scaling and reliability' },
      recentTranscript: [],
      askedQuestions: [],
    });
    expect(suggestions).toHaveLength(3);
    expect(suggestions.every((s) => s.type === 'question')).toBe(true);
    expect(suggestions[0]?.content).toBe(QUESTION_BANK['system-design'][3]?.text);
  });

  it('follows up on the last answer: the bank follow-up, then the skills mentioned', () => {
    const suggestions = suggestQuestions({
      interviewType: 'Coding screen',
      recentTranscript: [
        { speaker: 'interviewer', text: complexity },
        { speaker: 'candidate', text: 'It is O(n log n); in production we cached the sorted sets in Redis.' },
      ],
      askedQuestions: [],
    });
    expect(suggestions.slice(0, 2)).toEqual([
      {
        type: 'follow_up_question',
        content: 'Where is the bottleneck if the input grows a hundredfold?',
        tags: ['complexity'],
      },
      {
        type: 'follow_up_question',
        content: 'You mentioned Redis: how did you handle performance and data consistency?',
        tags: ['Redis'],
      },
    ]);
  });

  it('never repeats a question already asked, even reworded', () => {
    const asked = QUESTION_BANK['coding-screen'].slice(0, 4).map((q) => q.text);
    asked.push('So, how would you test this function? Which cases would you write?');
    const suggestions = suggestQuestions({
      interviewType: 'Coding screen',
      recentTranscript: [{ speaker: 'interviewer', text: QUESTION_BANK['coding-screen'][4]?.text ?? '' }],
      askedQuestions: asked,
      limit: 10,
    });
    const bankTexts = QUESTION_BANK['coding-screen'].slice(0, 5).map((q) => q.text);
    for (const s of suggestions) expect(bankTexts).not.toContain(s.content);
    expect(new Set(suggestions.map((s) => s.content)).size).toBe(suggestions.length);
  });

  it('is deterministic', () => {
    const input = {
      interviewType: 'Values',
      agendaItem: { title: 'Collaboration and disagreement' },
      recentTranscript: [
        { speaker: 'candidate' as const, text: 'I led the migration with two other teams.' },
      ],
      askedQuestions: [],
    };
    expect(suggestQuestions(input)).toEqual(suggestQuestions(input));
  });
});
