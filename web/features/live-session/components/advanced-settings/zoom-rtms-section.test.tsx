import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_ID } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './testing/render-panel.tsx';
import {
  anRtmsStatus,
  aStreamingStatus,
  INTEGRATIONS,
  MEETING_UUID,
  PENDING,
  RTMS_STATUS,
  START,
  STOP,
  zoomServer,
} from './testing/zoom-rtms-stubs.ts';
import { ZoomMeetingPanel } from './zoom-meeting-panel.tsx';

function show(routes: Record<string, StubHandler>, session: SessionDetail = aSession()) {
  const stub = stubFetch(routes);
  return { ...stub, ...renderPanel(session, (s) => <ZoomMeetingPanel session={s} />) };
}

const errorBox = () => screen.findByRole('alert');
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const quietFailures = () => vi.spyOn(console, 'error').mockImplementation(() => {}); // logged by design

describe('the Zoom stream in the Zoom meeting panel', () => {
  it('polls the stream status every 5 s and the pending starts every 10 s', async () => {
    vi.useFakeTimers();
    const { sent } = show(zoomServer(anRtmsStatus()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent(RTMS_STATUS)).toHaveLength(1);
    expect(sent(PENDING)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(sent(RTMS_STATUS)).toHaveLength(2);
    expect(sent(PENDING)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(sent(RTMS_STATUS)).toHaveLength(3);
    expect(sent(PENDING)).toHaveLength(2);
  });

  it('shows the stream and the participants it heard, and maps one not yet mapped', async () => {
    const status = aStreamingStatus({
      participants: [
        { userId: '16778240', userName: 'Grace Hopper', speaker: 'interviewer', mapped: true },
        { userId: '16779264', userName: 'Ada Lovelace', speaker: 'candidate', mapped: false },
      ],
    });
    const session = aSession({ participantMappings: { 'Grace Hopper': 'INTERVIEWER' } });
    const { sent, user } = show(
      {
        ...zoomServer(status),
        [`PUT /api/sessions/${SESSION_ID}/participant-mappings`]: ({ body }) =>
          json(200, aSession(body as Partial<SessionDetail>)),
      },
      session,
    );

    expect(await screen.findByText('Streaming')).toBeInTheDocument();
    expect(screen.getByText(MEETING_UUID)).toBeInTheDocument();
    const detected = screen.getByRole('list', { name: 'Detected participants' });
    expect(within(detected).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(detected).getByText('Not mapped: heard as the candidate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map Grace Hopper as Interviewer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Map Ada Lovelace as Candidate' }));

    expect(sent(`PUT /api/sessions/${SESSION_ID}/participant-mappings`).map((r) => r.body)).toEqual([
      { participantMappings: { 'Grace Hopper': 'INTERVIEWER', 'Ada Lovelace': 'CANDIDATE' } },
    ]);
  });

  it("stops the session's stream; Start stays disabled while it streams", async () => {
    let status = aStreamingStatus();
    const { sent, user } = show({
      ...zoomServer(() => status),
      [STOP]: () => {
        status = anRtmsStatus({ streamData: aStreamingStatus().streamData });
        return json(200, { success: true, state: 'stopped' });
      },
    });
    await screen.findByText('Streaming');
    expect(screen.getByRole('button', { name: 'Start RTMS' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Stop RTMS' }));

    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(sent(STOP).map((r) => r.body)).toEqual([{ sessionId: SESSION_ID }]);
    expect(screen.getByRole('button', { name: 'Stop RTMS' })).toBeDisabled();
  });

  it('starts again the meeting the session streamed last', async () => {
    const streamData = aStreamingStatus().streamData;
    const { sent, user } = show({
      ...zoomServer(anRtmsStatus({ streamData, stopReason: 'The meeting host stopped the stream' })),
      [START]: () => json(200, { success: true, state: 'connecting', streamData }),
    });
    expect(await screen.findByText('Ended: The meeting host stopped the stream')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));

    expect(sent(START).map((r) => r.body)).toEqual([
      { sessionId: SESSION_ID, meetingUuid: MEETING_UUID, rtmsStreamId: streamData?.rtms_stream_id },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused start in the red RTMS Error box", async () => {
    quietFailures();
    const { user } = show({
      ...zoomServer(anRtmsStatus({ streamData: aStreamingStatus().streamData })),
      [START]: () => apiError(409, 'conflict', 'This Zoom stream is already connected to another session'),
    });
    await screen.findByText('Stopped');

    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));

    const box = await errorBox();
    expect(box).toHaveTextContent('RTMS Error');
    expect(box).toHaveTextContent('This Zoom stream is already connected to another session');
  });

  it("says 'Failed to start RTMS stream' when the server gives no reason", async () => {
    quietFailures();
    const { user } = show({
      ...zoomServer(anRtmsStatus({ streamData: aStreamingStatus().streamData })),
      [START]: offline,
    });
    await screen.findByText('Stopped');

    await user.click(screen.getByRole('button', { name: 'Start RTMS' }));

    expect(await errorBox()).toHaveTextContent('Failed to start RTMS stream');
  });

  it('cannot start before the session has streamed a meeting, and says how one comes', async () => {
    show(zoomServer(anRtmsStatus()));

    expect(await screen.findByText('No RTMS meetings available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start RTMS' })).toBeDisabled();
    expect(screen.getByText(/Start RTMS from the Zoom App in the meeting/)).toBeInTheDocument();
  });

  it('says when the server is not set up for Zoom, and polls nothing', async () => {
    const { sent } = show({
      [INTEGRATIONS]: () => json(200, { zoom: { configured: false }, meet: { cloudProjectNumber: null } }),
    });

    expect(await screen.findByText(/Zoom is not set up on this server/)).toBeInTheDocument();
    expect(screen.getByText('No participants detected yet')).toBeInTheDocument();
    expect(sent(RTMS_STATUS)).toHaveLength(0);
    expect(sent(PENDING)).toHaveLength(0);
  });
});
