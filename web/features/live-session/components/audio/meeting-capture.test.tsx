import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEngine } from '#web/features/live-session/testing/fake-capture.ts';
import { renderLivePage } from '#web/features/live-session/testing/render-live-page.tsx';
import { RECORDING_NOTICE, stubDashboard } from '#web/features/live-session/testing/stub-dashboard.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { AUTO_CAPTURE_DELAY_MS } from './use-auto-capture.ts';

vi.mock('#web/features/live-session/capture/use-meeting-capture.ts', async () => ({
  useMeetingCapture: (await import('#web/features/live-session/testing/fake-capture.ts'))
    .useFakeMeetingCapture,
}));
vi.mock('#web/features/live-session/capture/use-speaker-recording.ts', async () => ({
  useSpeakerRecording: (await import('#web/features/live-session/testing/fake-capture.ts'))
    .useFakeSpeakerRecording,
}));

const PAGE = `/sessions/${SESSION_ID}`;
const CONSENT = `POST ${SESSION_PATH}/recording-consent`;
const consented = { confirmedBy: 'Grace Hopper', confirmedAt: '2026-11-22T14:05:00.000Z' };
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  captureEngine.reset();
  Reflect.deleteProperty(navigator, 'userActivation');
  vi.useRealTimers();
});

describe('capturing the meeting', () => {
  it('starts, pauses, resumes and stops the capture from the header', async () => {
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, recordingConsent: consented }));
    captureEngine.holdStart = true;
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Capture Meeting Tab' }));
    expect(button('Starting capture...')).toBeDisabled();
    act(() => captureEngine.finishStart());
    expect(screen.getByText('Capturing the meeting')).toBeInTheDocument();

    await user.click(button('Pause'));
    expect(screen.getByText('Capture paused')).toBeInTheDocument();
    await user.click(button('Resume'));
    await user.click(button('Stop Capture'));
    expect(button('Capture Meeting Tab')).toBeEnabled();
    expect(captureEngine.calls).toEqual(['meeting.start', 'meeting.pause', 'meeting.resume', 'meeting.stop']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the recording consent first, and starts once it is confirmed', async () => {
    stubWebSocket();
    const { sent } = stubDashboard(aSession({ scorecardId: null }), {
      [CONSENT]: () => json(201, consented),
    });
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Capture Meeting Tab' }));
    let dialog = screen.getByRole('dialog', { name: 'Tell the candidate about the recording' });
    expect(await within(dialog).findByText(RECORDING_NOTICE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(captureEngine.calls).toEqual([]);

    await user.click(button('Capture Meeting Tab'));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /candidate was told/ }));
    expect(await screen.findByRole('button', { name: 'Stop Capture' })).toBeInTheDocument();
    expect(sent(CONSENT)).toHaveLength(1);
    expect(captureEngine.calls).toEqual(['meeting.start']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Recording consent confirmed by Grace Hopper at/)).toHaveTextContent(
      /at \d{1,2}:05:\d{2} [AP]M$/,
    );
  });

  it('keeps the dialog and starts nothing when the confirmation is not saved', async () => {
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null }), {
      [CONSENT]: () => apiError(409, 'conflict', 'This interview session is closed'),
    });
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Capture Meeting Tab' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /candidate was told/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This interview session is closed');
    expect(captureEngine.calls).toEqual([]);
  });

  it('starts the capture 2 s after opening with autoCapture=true, and takes it out of the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, recordingConsent: consented }));
    const { location } = renderLivePage(`${PAGE}?mode=debug&autoCapture=true`);
    await screen.findByRole('button', { name: 'Capture Meeting Tab' });

    act(() => vi.advanceTimersByTime(AUTO_CAPTURE_DELAY_MS - 100));
    expect(captureEngine.calls).toEqual([]);
    await act(async () => vi.advanceTimersByTime(100));
    expect(captureEngine.calls).toEqual(['meeting.start']);
    expect(button('Stop Capture')).toBeInTheDocument();
    expect(location.history).toEqual([`${PAGE}?mode=debug`]);
  });

  it('asks for the click browsers need when autoCapture=true opened the page without one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true });
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, recordingConsent: consented }));
    const { user, location } = renderLivePage(`${PAGE}?autoCapture=true`);
    await screen.findByRole('button', { name: 'Capture Meeting Tab' });

    await act(async () => vi.advanceTimersByTime(AUTO_CAPTURE_DELAY_MS));
    const prompt = screen.getByRole('dialog', { name: 'Capture the meeting' });
    expect(captureEngine.calls).toEqual([]);
    expect(location.history).toEqual([PAGE]);
    await user.click(within(prompt).getByRole('button', { name: 'Capture Meeting Tab' }));
    expect(captureEngine.calls).toEqual(['meeting.start']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no capture on a closed session, and an open one ends its capture when closed', async () => {
    stubWebSocket();
    const closed = aSession({ scorecardId: null, status: 'completed', recordingConsent: consented });
    stubDashboard(closed);
    const first = renderLivePage(`${PAGE}?autoCapture=true`);
    expect(await screen.findByText('Session Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Capture/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record candidate' })).toBeDisabled();
    first.unmount();

    const ws = stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, recordingConsent: consented }));
    const { user } = renderLivePage(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Capture Meeting Tab' }));
    ws.latest().open();
    ws.latest().receive({ type: 'session_update', seq: 1, data: { status: 'completed', endTime: null } });
    expect(await screen.findByText('Session Closed')).toBeInTheDocument();
    expect(captureEngine.calls).toEqual(['meeting.start', 'meeting.stop', 'record.stop']);
  });
});
