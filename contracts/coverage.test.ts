import { describe, expect, it } from 'vitest';
import {
  answeredQuestionIds,
  type CoverageLine,
  coverageClock,
  notStartedItems,
  roundsCoverage,
  type TimedAgendaItem,
} from './coverage.ts';
import type { EvaluationSection } from './evaluation.ts';
import { talkBalance } from './talk-balance.ts';

const T0 = Date.parse('2026-01-05T10:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
let seq = 0;
const line = (
  speaker: CoverageLine['speaker'],
  text: string,
  minute: number,
  durationMs?: number,
): CoverageLine => ({
  id: `c${++seq}`,
  seq,
  speaker,
  text,
  timestamp: at(minute),
  durationMs,
});
const item = (
  id: string,
  duration: number,
  status: TimedAgendaItem['status'],
  startedAt?: number,
  completedAt?: number,
) => ({
  id,
  title: id,
  description: null,
  duration,
  status,
  startedAt: startedAt === undefined ? null : at(startedAt),
  completedAt: completedAt === undefined ? null : at(completedAt),
  children: [],
});
const section = (title: string, evidence = 0, children: EvaluationSection[] = []): EvaluationSection => ({
  id: title,
  title,
  content: '',
  guidance: '',
  evidence: Array.from({ length: evidence }, () => ({
    chunkId: '00000000-0000-4000-8000-000000000001',
    seq: 1,
    timestamp: at(1),
    line: 'x',
    quote: 'x',
    strength: 'strong' as const,
  })),
  editedByUser: false,
  children,
});

describe('coverage clock', () => {
  it('counts from the first line against the planned minutes, item by item, the running-over one marked', () => {
    const clock = coverageClock({
      agenda: [
        item('intro', 5, 'completed', 0, 4),
        item('design', 20, 'in-progress', 4),
        item('questions', 10, 'pending'),
      ],
      sections: [section('Depth', 0, [section('Trade-offs', 1), section('Tools')]), section('Clarity')],
      lines: [{ timestamp: at(0) }],
      now: T0 + 30 * 60_000,
    });
    expect(clock.plannedMs).toBe(35 * 60_000);
    expect(clock.elapsedMs).toBe(30 * 60_000);
    expect(clock.leftMs).toBe(5 * 60_000);
    expect(clock.items.map((i) => [i.id, i.spentMs / 60_000, i.over])).toEqual([
      ['intro', 4, false],
      ['design', 26, true],
      ['questions', 0, false],
    ]);
    expect(clock.criteria.map((c) => [c.title, c.section, c.evidenced])).toEqual([
      ['Trade-offs', 'Depth', true],
      ['Tools', 'Depth', false],
      ['Clarity', null, false],
    ]);
    // A quarter of a 35-minute plan is under ten minutes: the nudge comes 8¾ minutes before the end.
    expect(clock.nudgeAt).toBe(at(26.25));
  });

  it('has not started before anyone spoke or started an item', () => {
    const clock = coverageClock({ agenda: [item('intro', 5, 'pending')], sections: [], lines: [], now: T0 });
    expect([clock.startedAt, clock.elapsedMs, clock.leftMs, clock.nudgeAt]).toEqual([
      null,
      0,
      5 * 60_000,
      null,
    ]);
  });

  it('gives an item begun through its parts the time spent in its parts, running over while a part runs', () => {
    const parent = (id: string, duration: number, children: TimedAgendaItem[]) => ({
      ...item(id, duration, 'pending'),
      children,
    });
    const clock = coverageClock({
      agenda: [
        item('intro', 5, 'completed', 0, 5),
        parent('design', 20, [
          item('read path', 10, 'completed', 6, 16),
          item('write path', 10, 'in-progress', 18),
          item('caching', 5, 'pending'),
        ]),
        parent('questions', 10, [item('theirs', 5, 'pending')]),
      ],
      sections: [],
      lines: [],
      now: T0 + 30 * 60_000,
    });
    expect(clock.items.map((i) => [i.id, i.plannedMs / 60_000, i.spentMs / 60_000, i.over])).toEqual([
      ['intro', 5, 5, false],
      // 10 minutes in "read path" and 12 so far in "write path": 22 of 20 planned.
      ['design', 20, 22, true],
      ['questions', 10, 0, false],
    ]);
    // A part's start counts as the interview's start too.
    const early = coverageClock({
      agenda: [parent('design', 20, [item('read path', 10, 'in-progress', 2)])],
      sections: [],
      lines: [{ timestamp: at(3) }],
      now: T0 + 10 * 60_000,
    });
    expect([early.startedAt, early.items[0]?.spentMs]).toEqual([at(2), 8 * 60_000]);
  });
});

describe('agenda items not started', () => {
  const parent = (id: string, status: TimedAgendaItem['status'], children: TimedAgendaItem[]) => ({
    ...item(id, 30, status),
    children,
  });
  it('names an untouched item once, the pending parts of one begun through its parts, and nothing of a completed one', () => {
    expect(
      notStartedItems([
        item('intro', 5, 'completed', 0, 4),
        parent('design', 'pending', [
          item('read path', 10, 'completed', 5, 15),
          item('write path', 10, 'pending'),
        ]),
        parent('coding', 'completed', [item('tests', 10, 'pending')]),
        parent('culture', 'pending', [item('values', 5, 'pending')]),
        item('questions', 10, 'in-progress', 40),
        item('wrap-up', 5, 'pending'),
      ]),
    ).toEqual(['write path', 'culture', 'wrap-up']);
  });
});

describe('talk balance', () => {
  it('uses a line’s own duration when known and estimates typed lines from their words (150 a minute)', () => {
    const lines = [line('interviewer', words(150), 0), line('candidate', 'short', 1, 180_000)];
    const balance = talkBalance(lines, T0 + 5 * 60_000);
    expect([balance.interviewerMs, balance.candidateMs]).toEqual([60_000, 180_000]);
    expect([balance.measuredLines, balance.estimatedLines]).toEqual([1, 1]);
    expect(balance.candidateShare).toBe(0.75);
    expect(balance.hint).toBe(false);
  });

  it('hints when the interviewer spoke more than about half of the last ten minutes only', () => {
    const lines = [
      line('candidate', words(900), 0),
      line('interviewer', words(300), 12),
      line('candidate', words(150), 14),
    ];
    const balance = talkBalance(lines, T0 + 15 * 60_000);
    expect(balance.candidateShare).toBeGreaterThan(0.5);
    expect(balance.recentInterviewerShare).toBeCloseTo(2 / 3);
    expect(balance.hint).toBe(true);
    expect(talkBalance([line('interviewer', words(100), 0)], T0).hint).toBe(false);
  });
});

describe('candidate questions answered', () => {
  it('counts an interviewer answer of substance before the next question', () => {
    const lines = [
      line('candidate', 'How is on-call organised? Who owns it?', 0),
      line('interviewer', 'Good question.', 1),
      line('candidate', 'And the roadmap?', 2),
      line('interviewer', 'It is one week in five, with a secondary on call.', 3),
    ];
    const ask = (id: string, from: CoverageLine | undefined, text: string) => ({
      id,
      chunkId: from?.id ?? '',
      seq: from?.seq ?? 0,
      timestamp: from?.timestamp ?? at(0),
      text,
    });
    const questions = [
      ask('q1', lines[0], 'How is on-call organised?'),
      ask('q2', lines[0], 'Who owns it?'),
      ask('q3', lines[2], 'And the roadmap?'),
    ];
    expect([...answeredQuestionIds(questions, lines)]).toEqual(['q3']);
  });
});

describe('earlier rounds', () => {
  it('matches criteria by title across rounds and keeps which round evidenced them', () => {
    const rows = roundsCoverage([
      [section('Depth', 0, [section('Trade-offs', 1), section('Tools')])],
      [section('Depth', 0, [section('trade-offs'), section('Tools', 2)]), section('Clarity')],
    ]);
    expect(rows.map((r) => [r.title, r.rounds])).toEqual([
      ['Trade-offs', ['evidenced', 'open']],
      ['Tools', ['open', 'evidenced']],
      ['Clarity', ['absent', 'open']],
    ]);
  });
});
