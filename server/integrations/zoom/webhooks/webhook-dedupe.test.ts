import { describe, expect, it } from 'vitest';
import { createWebhookDedupe } from './webhook-dedupe.ts';

describe('webhook dedupe', () => {
  it('takes a key once within its time, then again after it', () => {
    const dedupe = createWebhookDedupe({ ttlMs: 1_000 });
    expect(dedupe.first('meeting.rtms_started:1:s1', 0)).toBe(true);
    expect(dedupe.first('meeting.rtms_started:1:s1', 999)).toBe(false);
    expect(dedupe.first('meeting.rtms_started:2:s1', 999)).toBe(true);
    expect(dedupe.first('meeting.rtms_started:1:s1', 1_000)).toBe(true);
  });

  it('forgets the oldest keys past its size', () => {
    const dedupe = createWebhookDedupe({ ttlMs: 60_000, max: 2 });
    for (const key of ['a', 'b', 'c']) expect(dedupe.first(key, 0)).toBe(true);
    expect(dedupe.first('c', 1)).toBe(false);
    expect(dedupe.first('b', 1)).toBe(false);
    expect(dedupe.first('a', 1)).toBe(true);
  });
});
