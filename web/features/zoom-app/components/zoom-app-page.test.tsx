import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '#web/test/app-toaster.ts';
import { SDK_START_DELAY_MS, useZoomApp } from '../hooks/use-zoom-app.ts';
import { A_MEETING, fakeZoomSdk } from '../testing/fake-zoom-sdk.ts';
import { ZoomApp } from './zoom-app-page.tsx';

function show(fake: ReturnType<typeof fakeZoomSdk>) {
  const user = userEvent.setup();
  render(
    <>
      <ZoomApp sdk={fake.sdk} />
      <AppToaster />
    </>,
  );
  return { user, ...fake };
}

const startButton = () => screen.getByRole('button', { name: 'Start RTMS' });
const stopButton = () => screen.getByRole('button', { name: 'Stop RTMS' });
const toast = (title: string) => screen.findByText(title, { selector: '[data-sonner-toast] *' });

describe('the Zoom App screen', () => {
  it('configures the SDK 100 ms after opening, then shows the meeting it runs in', async () => {
    vi.useFakeTimers();
    const fake = fakeZoomSdk();
    render(<ZoomApp sdk={fake.sdk} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zoom RTMS App' })).toBeInTheDocument();
    expect(screen.getByText('Real-time meeting audio streaming')).toBeInTheDocument();
    expect(screen.getByText('Checking...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SDK_START_DELAY_MS - 1));
    expect(fake.calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(fake.calls).toEqual(['configure', 'getMeetingContext']);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText(A_MEETING.meetingUuid ?? '')).toBeInTheDocument();
    expect(screen.getByText(A_MEETING.topic)).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    expect(stopButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts the stream (connecting, then Streaming) and stops it', async () => {
    const { user, calls, finishStart } = show(fakeZoomSdk({ holdStart: true }));
    await screen.findByText('Connected');

    await user.click(startButton());
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Starting...' })).toBeDisabled();
    await act(async () => finishStart());

    expect(await toast('Stream Started')).toBeInTheDocument();
    expect(screen.getByText('Streaming')).toBeInTheDocument();
    expect(screen.getAllByText('Connected')).toHaveLength(2); // the meeting context and the stream
    expect(startButton()).toBeDisabled();

    await user.click(stopButton());

    expect(await toast('Stream Stopped')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    expect(calls).toEqual(['configure', 'getMeetingContext', 'startRtms', 'stopRtms']);
  });

  it('says Stream Start Failed with the reason, in the toast and the error line', async () => {
    const { user } = show(fakeZoomSdk({ startError: new Error('RTMS is not enabled for this account') }));
    await screen.findByText('Connected');

    await user.click(startButton());

    expect(await toast('Stream Start Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('RTMS is not enabled for this account');
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('says Stream Stop Failed and keeps streaming when the client refuses to stop', async () => {
    const { user } = show(fakeZoomSdk({ stopError: new Error('Only the host can stop the stream') }));
    await screen.findByText('Connected');
    await user.click(startButton());
    await screen.findByText('Streaming');

    await user.click(stopButton());

    expect(await toast('Stream Stop Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only the host can stop the stream');
    expect(screen.getByText('Streaming')).toBeInTheDocument();
    expect(stopButton()).toBeEnabled();
  });

  it('says the SDK is not available outside the Zoom client', async () => {
    const { calls } = show(fakeZoomSdk({ configure: 'unavailable' }));

    expect(await toast('SDK Not Available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zoom Apps SDK not available - ensure this runs inside a Zoom meeting',
    );
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
    expect(calls).toEqual(['configure']);
  });

  it('says SDK Error when the SDK fails to initialize', async () => {
    show(fakeZoomSdk({ configure: new Error('Capability startRTMS is not enabled') }));

    const sdkError = await toast('SDK Error');
    expect(
      within(sdkError.closest('[data-sonner-toast]') as HTMLElement).getByText(/startRTMS/),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('SDK initialization failed');
    expect(startButton()).toBeDisabled();
  });

  it('says no meeting context was detected when the app runs outside a meeting', async () => {
    show(fakeZoomSdk({ meeting: null }));

    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No meeting context detected');
    expect(startButton()).toBeDisabled();
  });

  it('refuses to start without the SDK and a meeting', async () => {
    render(<AppToaster />);
    const fake = fakeZoomSdk({ configure: 'unavailable' });
    const { result } = renderHook(() => useZoomApp(fake.sdk));

    await act(() => result.current.start());

    expect(await toast('No Meeting Context')).toBeInTheDocument();
    expect(screen.getByText('Zoom SDK not available or no meeting context found.')).toBeInTheDocument();
    expect(fake.calls).not.toContain('startRtms');
  });
});
