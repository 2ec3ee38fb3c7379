import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '#web/test/app-toaster.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSessionListItem, SESSION_ID } from '#web/test/session-fixtures.ts';
import { A_MEETING, fakeZoomSdk } from '../testing/fake-zoom-sdk.ts';
import { NO_CONTEXT_SESSION } from './context-session-card.tsx';
import { ZoomApp } from './zoom-app-page.tsx';

const LOOKUP = 'GET /api/zoom/context-session';
const STOPPED = {
  isActive: false,
  state: 'stopped',
  streamData: null,
  participants: [],
  startedAt: null,
  stopReason: null,
};
const started = () =>
  json(200, {
    success: true,
    state: 'waiting',
    streamData: { meeting_uuid: A_MEETING.meetingUuid, rtms_stream_id: null },
  });

function show() {
  const fake = fakeZoomSdk();
  render(
    <>
      <ZoomApp sdk={fake.sdk} />
      <AppToaster />
    </>,
  );
  return { user: userEvent.setup(), ...fake };
}

describe('the Zoom App and the session of its meeting', () => {
  it('opens as Streaming, with Stop RTMS, when the meeting’s stream is already live', async () => {
    const session = aSessionListItem({ candidateName: 'Ada Lovelace' });
    const live = { ...STOPPED, isActive: true, state: 'streaming', startedAt: '2026-11-28T12:00:00.000Z' };
    stubFetch({
      [LOOKUP]: () => json(200, { session, rtms: live }),
      'POST /api/rtms/stop': () => json(200, { success: true, state: 'stopped' }),
    });
    const { user, calls } = show();
    expect(await screen.findByText('Streaming')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('getMeetingContext'));
    expect(screen.getByRole('button', { name: 'Start RTMS' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stop RTMS' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(calls.at(-1)).toBe('stopRtms');
  });

  it('shows the session linked to the meeting, claims the stream for it, then starts and stops RTMS', async () => {
    const session = aSessionListItem({ candidateName: 'Ada Lovelace', position: 'Backend Engineer' });
    const { sent, requests } = stubFetch({
      [LOOKUP]: () => json(200, { session, rtms: STOPPED }),
      'POST /api/rtms/start': started,
      'POST /api/rtms/stop': () => json(200, { success: true, state: 'stopped' }),
    });
    const { user, calls } = show();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('· Backend Engineer')).toBeInTheDocument();
    await screen.findByText('Connected');

    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));
    expect(await screen.findByText('Streaming')).toBeInTheDocument();
    expect(sent('POST /api/rtms/start').map((r) => r.body)).toEqual([
      { sessionId: SESSION_ID, meetingUuid: A_MEETING.meetingUuid },
    ]);
    expect(calls).toEqual(['configure', 'getMeetingContext', 'startRtms']);

    await user.click(screen.getByRole('button', { name: 'Stop RTMS' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(calls.at(-1)).toBe('stopRtms');
    expect(sent('POST /api/rtms/stop').map((r) => r.body)).toEqual([{ sessionId: SESSION_ID }]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      LOOKUP,
      'POST /api/rtms/start',
      'POST /api/rtms/stop',
    ]);
  });

  it("says how to link a session when none of the user's is linked, and starts through Zoom alone", async () => {
    const { sent } = stubFetch({ [LOOKUP]: () => apiError(404, 'not_found', 'Zoom meeting not found') });
    const { user, calls } = show();
    expect(await screen.findByText(NO_CONTEXT_SESSION)).toBeInTheDocument();
    await screen.findByText('Connected');
    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));
    expect(await screen.findByText('Streaming')).toBeInTheDocument();
    expect(sent('POST /api/rtms/start')).toEqual([]);
    expect(calls.at(-1)).toBe('startRtms');
  });

  it("does not ask Zoom to start when the server refuses the session's claim", async () => {
    stubFetch({
      [LOOKUP]: () => json(200, { session: aSessionListItem(), rtms: STOPPED }),
      'POST /api/rtms/start': () => apiError(409, 'conflict', 'This session is already streaming'),
    });
    const { user, calls } = show();
    await screen.findByText('Connected');
    await screen.findByText(aSessionListItem().candidateName);
    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This session is already streaming');
    expect(calls).not.toContain('startRtms');
  });
});
