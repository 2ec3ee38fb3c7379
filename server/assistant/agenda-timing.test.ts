import { describe, expect, it } from 'vitest';
import { agendaTarget, allocateMinutes, fitAgendaToRange } from './agenda-timing.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('agenda timing', () => {
  it('aims for the middle of the range, on a 5-minute mark when one fits', () => {
    expect(agendaTarget(30, 60)).toBe(45);
    expect(agendaTarget(15, 15)).toBe(15);
    expect(agendaTarget(17, 19)).toBe(18);
    expect(agendaTarget(20, 25)).toBe(25);
  });

  it('splits minutes by weight, summing exactly, in 5-minute steps when possible', () => {
    expect(allocateMinutes([1, 5, 2, 1], 45)).toEqual([5, 25, 10, 5]);
    expect(allocateMinutes([1, 1, 1], 7)).toEqual([3, 2, 2]);
    for (let total = 3; total <= 200; total++) {
      const minutes = allocateMinutes([1, 3, 0.5], total);
      expect(sum(minutes)).toBe(total);
      expect(Math.min(...minutes)).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves an agenda inside the range alone and scales others to the nearer bound', () => {
    const items = [
      { title: 'A', duration: 10 },
      { title: 'B', duration: 30 },
    ];
    expect(fitAgendaToRange(items, 30, 60)).toBe(items);
    expect(sum(fitAgendaToRange(items, 15, 20).map((i) => i.duration))).toBe(20);
    expect(fitAgendaToRange(items, 60, 90).map((i) => i.duration)).toEqual([15, 45]);
  });

  it('drops middle items when there are more items than minutes', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ title: `T${i}`, duration: 10 }));
    const fitted = fitAgendaToRange(items, 5, 5);
    expect(fitted.map((i) => i.title)).toEqual(['T0', 'T1', 'T2', 'T3', 'T7']);
    expect(sum(fitted.map((i) => i.duration))).toBe(5);
  });
});
