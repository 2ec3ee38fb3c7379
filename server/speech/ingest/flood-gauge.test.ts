import { describe, expect, it } from 'vitest';
import { createFloodGauge } from './flood-gauge.ts';

describe('the flood gauge of an audio socket', () => {
  const limits = { framesBurst: 10, framesPerSecond: 5, bytesBurst: 1000, bytesPerSecond: 100 };

  it('takes a burst up to its size, then only the steady rate', () => {
    let now = 0;
    const gauge = createFloodGauge(limits, () => now);
    for (let i = 0; i < 10; i++) expect(gauge(10)).toBe(true);
    expect(gauge(10)).toBe(false);
    now += 1000;
    // One second refilled five frames; the deficit of the refused one is still owed.
    expect([gauge(10), gauge(10), gauge(10), gauge(10), gauge(10)]).toEqual([true, true, true, true, false]);
  });

  it('counts bytes as well as frames', () => {
    let now = 0;
    const gauge = createFloodGauge(limits, () => now);
    expect(gauge(900)).toBe(true);
    expect(gauge(200)).toBe(false);
    now += 10_000;
    expect(gauge(1000)).toBe(false);
    now += 20_000;
    expect(gauge(500)).toBe(true);
  });
});
