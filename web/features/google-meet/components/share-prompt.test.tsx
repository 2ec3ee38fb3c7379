import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { stubFetch } from '#web/test/fetch-stub.ts';
import { panelReads, SESSION_ID } from '../testing/panel-fixtures.ts';
import { renderMeetPage } from '../testing/render-meet-page.tsx';
import { dashboardUrl, SHARE_PROMPT_DELAY_MS } from './use-share-prompt.ts';

const DASHBOARD = `${window.location.origin}/sessions/${SESSION_ID}?autoCapture=true`;

/**
 * The panel with its session found, on a fake clock started at that moment. Clicks need the
 * clock to move on its own as well (`clicking`); the timing test keeps it still.
 */
async function foundSession({ clicking = true } = {}) {
  stubWebSocket();
  stubFetch(panelReads());
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  vi.useFakeTimers({ shouldAdvanceTime: clicking });
  const view = renderMeetPage('?test=true&meetingId=abc-defg-hij', { fakeTimers: true });
  // The lookup's answer arrives on the (fake) clock's next ticks.
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  return { ...view, open };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Screen Sharing Required' });

describe('the Screen Sharing Required prompt', () => {
  afterEach(() => window.sessionStorage.clear());

  it('opens 1.5 s after the session is found', async () => {
    await foundSession({ clicking: false });
    await act(() => vi.advanceTimersByTimeAsync(SHARE_PROMPT_DELAY_MS - 1));
    expect(dialog()).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Share this Google Meet tab to enable audio capture and AI analysis.');
    // Share appears to do nothing unless the interviewer knows the dashboard first asks for the notice.
    expect(dialog()).toHaveTextContent('Before capture starts, the dashboard shows the recording notice');
    expect(dialog()).toHaveTextContent("'The candidate was told: start recording'");
  });

  it("Share opens the session's dashboard with auto-capture in a new tab", async () => {
    const { user, open } = await foundSession();
    await act(() => vi.advanceTimersByTimeAsync(SHARE_PROMPT_DELAY_MS));

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(DASHBOARD, '_blank', 'noopener');
    expect(dialog()).toBeInTheDocument(); // left for Done once the tab is shared
  });

  it('Cancel leaves a small Share button in the corner, which shares too', async () => {
    const { user, open } = await foundSession();
    await act(() => vi.advanceTimersByTimeAsync(SHARE_PROMPT_DELAY_MS));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * SHARE_PROMPT_DELAY_MS));
    expect(dialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share the meeting tab' }));
    expect(open).toHaveBeenCalledExactlyOnceWith(DASHBOARD, '_blank', 'noopener');
  });

  it('Done puts the prompt away, also for the next panel of this tab', async () => {
    const first = await foundSession();
    await act(() => vi.advanceTimersByTimeAsync(SHARE_PROMPT_DELAY_MS));
    await first.user.click(screen.getByRole('button', { name: 'Done' }));

    expect(dialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share the meeting tab' })).not.toBeInTheDocument();
    first.unmount();
    vi.useRealTimers();

    await foundSession();
    await act(() => vi.advanceTimersByTimeAsync(10 * SHARE_PROMPT_DELAY_MS));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('builds the dashboard address from the page origin, the id encoded', () => {
    expect(dashboardUrl('a b', 'https://hub.example.com')).toBe(
      'https://hub.example.com/sessions/a%20b?autoCapture=true',
    );
  });
});
