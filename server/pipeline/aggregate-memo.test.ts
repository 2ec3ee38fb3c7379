import { describe, expect, it } from 'vitest';
import { createAggregateMemo, totalKey } from './aggregate-memo.ts';

/** A count whose answers the test releases by hand, to order queries against writes. */
function deferredCounts() {
  const pending: ((n: number) => void)[] = [];
  let calls = 0;
  return {
    count: () => {
      calls++;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    answer: (n: number) => pending.shift()?.(n),
    calls: () => calls,
  };
}

describe('aggregate memo', () => {
  it('answers from memory until the user writes, then counts again', async () => {
    const memo = createAggregateMemo();
    let n = 7;
    let calls = 0;
    const count = async () => {
      calls++;
      return n;
    };
    expect(await memo.get('u1', 'applications', count)).toBe(7);
    expect(await memo.get('u1', 'applications', count)).toBe(7);
    expect(calls).toBe(1);

    await memo.write('u1', async () => {
      n = 8;
    });
    expect(await memo.get('u1', 'applications', count)).toBe(8);
    expect(calls).toBe(2);
  });

  it('keeps users apart: one user writing leaves the other user’s totals alone', async () => {
    const memo = createAggregateMemo();
    let calls = 0;
    const count = async () => ++calls;
    await memo.get('u1', 'k', count);
    await memo.get('u2', 'k', count);
    await memo.write('u1', async () => undefined);
    expect(await memo.get('u2', 'k', count)).toBe(2);
    expect(await memo.get('u1', 'k', count)).toBe(3);
  });

  it('never serves a total whose query started before a write, even if it finishes after it', async () => {
    const memo = createAggregateMemo();
    const counts = deferredCounts();
    const before = memo.get('u1', 'k', counts.count);
    await memo.write('u1', async () => undefined);
    counts.answer(10); // the old snapshot, finishing after the write
    expect(await before).toBe(10);

    const after = memo.get('u1', 'k', counts.count);
    expect(counts.calls()).toBe(2);
    counts.answer(11);
    expect(await after).toBe(11);
  });

  it('shares one query between concurrent requests, and forgets a failed one', async () => {
    const memo = createAggregateMemo();
    const counts = deferredCounts();
    const a = memo.get('u1', 'k', counts.count);
    const b = memo.get('u1', 'k', counts.count);
    expect(counts.calls()).toBe(1);
    counts.answer(3);
    expect(await Promise.all([a, b])).toEqual([3, 3]);

    const failing = createAggregateMemo();
    await expect(failing.get('u1', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await failing.get('u1', 'k', async () => 4)).toBe(4);
  });

  it('counts a write that fails as a change too (it may have committed part of a cascade)', async () => {
    const memo = createAggregateMemo();
    let calls = 0;
    const count = async () => ++calls;
    await memo.get('u1', 'k', count);
    await expect(memo.write('u1', () => Promise.reject(new Error('conflict')))).rejects.toThrow('conflict');
    expect(await memo.get('u1', 'k', count)).toBe(2);
  });

  it('counts again after ttlMs without a write; ttl 0 counts every time', async () => {
    let clock = 0;
    const memo = createAggregateMemo({ ttlMs: 1_000, now: () => clock });
    let calls = 0;
    const count = async () => ++calls;
    await memo.get('u1', 'k', count);
    clock = 999;
    expect(await memo.get('u1', 'k', count)).toBe(1);
    clock = 1_000;
    expect(await memo.get('u1', 'k', count)).toBe(2);

    const off = createAggregateMemo({ ttlMs: 0 });
    await off.get('u1', 'k', count);
    await off.get('u1', 'k', count);
    expect(calls).toBe(4);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const memo = createAggregateMemo({ maxEntries: 2 });
    let calls = 0;
    const count = async () => ++calls;
    await memo.get('u1', 'a', count);
    await memo.get('u1', 'b', count);
    await memo.get('u1', 'c', count);
    expect(await memo.get('u1', 'c', count)).toBe(3);
    expect(await memo.get('u1', 'a', count)).toBe(4);
  });

  it('keys a total by its filters, not by its page or their order', () => {
    const one = totalKey('applications', { status: 'offer', search: 'ada', limit: 50, offset: 0 });
    const two = totalKey('applications', { offset: 100, search: 'ada', status: 'offer', limit: 50 });
    expect(one).toBe(two);
    expect(totalKey('applications', { search: '' })).toBe(totalKey('applications', {}));
    expect(totalKey('applications', { status: 'offer' })).not.toBe(
      totalKey('applications', { status: 'hired' }),
    );
  });
});
