import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '#server/test/test-db.ts';
import { createWebhookDedupe } from './webhook-dedupe.ts';

/** The receipts are rows: what one instance took, every instance knows. */
describe('webhook dedupe', () => {
  it('takes a key once within its time, whoever asks, then again after it', async () => {
    const { db } = await sharedTestDatabase();
    const [one, another] = [createWebhookDedupe(db, 1_500), createWebhookDedupe(db, 1_500)];
    const key = `meeting.rtms_started:1:${randomUUID()}`;
    expect(await one.first(key)).toBe(true);
    expect(await another.first(key)).toBe(false);
    expect(await one.first(`${key}:other`)).toBe(true);
    await vi.waitFor(async () => expect(await another.first(key)).toBe(true), {
      timeout: 5_000,
      interval: 250,
    });
    expect(await one.first(key)).toBe(false);
  });

  it('lets one of several at once take a key', async () => {
    const { db } = await sharedTestDatabase();
    const key = `meeting.rtms_started:2:${randomUUID()}`;
    const takes = await Promise.all(Array.from({ length: 6 }, () => createWebhookDedupe(db).first(key)));
    expect(takes.filter(Boolean)).toHaveLength(1);
  });
});
