import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DateText, formatDate } from './date-text.tsx';

const intl = {
  local: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  calendar: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

describe('formatDate', () => {
  it('writes a date as en-US does, for every month, in local time and as a calendar day', () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [15, 12],
        [28, 23],
      ] as const) {
        const iso = new Date(Date.UTC(2026, month, day, hour, 30)).toISOString();
        expect(formatDate(iso)).toBe(intl.local.format(new Date(iso)));
        expect(formatDate(iso, true)).toBe(intl.calendar.format(new Date(iso)));
      }
    }
  });

  it('keeps the picked day of a calendar date', () => {
    expect(formatDate('2026-11-22T00:00:00.000Z', true)).toBe('Nov 22, 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('DateText', () => {
  const zone = process.env.TZ;
  // 20:00 UTC on Nov 22 is already Nov 23 in Tokyo.
  const iso = '2026-11-22T20:00:00.000Z';
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes a day in the browser’s time zone', () => {
    render(<DateText value={iso} />);
    expect(screen.getByText('Nov 23, 2026')).toHaveAttribute('datetime', iso);
  });

  it('writes it in UTC on the server, takes that HTML over without a mismatch, then writes it in the browser’s zone', async () => {
    const html = renderToString(<DateText value={iso} />);
    expect(html).toContain('Nov 22, 2026');

    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DateText value={iso} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Nov 23, 2026');
  });

  it('keeps a calendar day as it was picked, on the server and in the browser', () => {
    expect(renderToString(<DateText value={iso} calendar />)).toContain('Nov 22, 2026');
    render(<DateText value={iso} calendar />);
    expect(screen.getByText('Nov 22, 2026')).toBeInTheDocument();
  });
});
