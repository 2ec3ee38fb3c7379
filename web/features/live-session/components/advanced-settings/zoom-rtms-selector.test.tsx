import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_ID } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './testing/render-panel.tsx';
import {
  anRtmsStatus,
  aPendingWebhook,
  aStreamingStatus,
  CONNECT,
  zoomServer,
} from './testing/zoom-rtms-stubs.ts';
import { ZoomMeetingPanel } from './zoom-meeting-panel.tsx';

function show(routes: Record<string, StubHandler>, session: SessionDetail = aSession()) {
  const stub = stubFetch(routes);
  return { ...stub, ...renderPanel(session, (s) => <ZoomMeetingPanel session={s} />) };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the RTMS selector of the Zoom meeting panel', () => {
  it("says 'No RTMS meetings available' when no start waits for a session", async () => {
    show(zoomServer(anRtmsStatus()));

    expect(await screen.findByText('No RTMS meetings available')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'RTMS meeting' })).not.toBeInTheDocument();
  });

  it('connects the chosen pending start to the session', async () => {
    const first = aPendingWebhook();
    const second = aPendingWebhook({ meeting_uuid: 'Zq1r8kP0QmWv3sT2yX9aBc==', meeting_id: '85550001111' });
    let status = anRtmsStatus();
    const { sent, user } = show({
      ...zoomServer(() => status, [first, second]),
      [CONNECT]: () => {
        status = aStreamingStatus();
        return json(200, { success: true, state: 'connecting', streamData: status.streamData });
      },
    });
    const select = await screen.findByRole('combobox', { name: 'RTMS meeting' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('81234567890 · '), expect.stringContaining('85550001111 · ')]);

    await user.selectOptions(select, second.meeting_uuid);
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Streaming')).toBeInTheDocument();
    expect(sent(CONNECT).map((r) => r.body)).toEqual([
      { sessionId: SESSION_ID, meeting_uuid: second.meeting_uuid },
    ]);
  });

  it("shows why a connect failed, or 'Failed to connect to webhook'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failures are logged by design
    let answer: StubHandler = () => apiError(404, 'not_found', 'No pending RTMS stream for this meeting');
    const { user } = show({
      ...zoomServer(anRtmsStatus(), [aPendingWebhook()]),
      [CONNECT]: (request) => answer(request),
    });
    const connect = await screen.findByRole('button', { name: 'Connect' });

    await user.click(connect);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pending RTMS stream for this meeting');

    answer = offline;
    await user.click(connect);
    expect(await screen.findByText('Failed to connect to webhook')).toBeInTheDocument();
  });
});
