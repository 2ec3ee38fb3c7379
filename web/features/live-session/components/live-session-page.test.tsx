import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aChunk, aNote } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { stubLayout } from '#web/test/stub-layout.ts';
import { renderLivePage } from '../testing/render-live-page.tsx';
import { aSpeechStatus } from '../testing/stub-dashboard.ts';

const PAGE = `/sessions/${SESSION_ID}`;
const START = `POST ${SESSION_PATH}/start-processing`;

function stubDashboard(
  session: SessionDetail = aSession({ scorecardId: null }),
  routes: Record<string, StubHandler> = {},
) {
  return stubFetch({
    [`GET ${SESSION_PATH}`]: () => json(200, session),
    [START]: () => json(200, { status: session.status === 'active' ? 'processing' : 'completed' }),
    [`GET ${SESSION_PATH}/conversation`]: () => json(200, []),
    [`GET ${SESSION_PATH}/suggestions`]: () => json(200, []),
    [`GET ${SESSION_PATH}/notes`]: () => json(200, [aNote({ content: 'Strong on databases' })]),
    [`GET ${SESSION_PATH}/transcription`]: () => json(200, { behindSeconds: 0 }),
    [`GET ${SESSION_PATH}/evaluation`]: () => json(200, { evaluationData: { sections: [] } }),
    'GET /api/speech': () => json(200, aSpeechStatus()),
    ...routes,
  });
}

describe('live session dashboard', () => {
  it('says it is loading the session', () => {
    stubWebSocket();
    stubFetch({ [`GET ${SESSION_PATH}`]: () => new Promise<Response>(() => {}) });
    renderLivePage(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Loading interview session...');
  });

  it('says a missing session was not found, and shows the reason for any other failure', async () => {
    stubWebSocket();
    stubFetch({ [`GET ${SESSION_PATH}`]: () => apiError(404, 'not_found', 'Interview session not found') });
    const first = renderLivePage(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load interview session');
    expect(alert).toHaveTextContent('Session not found');
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
    first.unmount();

    stubFetch({
      [`GET ${SESSION_PATH}`]: () => apiError(503, 'unavailable', 'The database is not reachable'),
    });
    renderLivePage(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
  });

  it('shows the header, the four columns and the settings, and starts processing once', async () => {
    const ws = stubWebSocket();
    const { sent } = stubDashboard();
    renderLivePage(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(screen.getByText(SESSION_ID.slice(0, 8))).toBeInTheDocument();
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByText('Chat Simulator Mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Capture Meeting Tab' })).toBeEnabled();
    for (const column of ['Interview Agenda', 'Chat Simulator', 'Suggestions', 'Scorecard']) {
      expect(screen.getByRole('heading', { level: 2, name: column })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Advanced Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('heading', { name: 'Debug' })).not.toBeInTheDocument();

    ws.latest().open();
    expect(screen.getByText('Live Session')).toBeInTheDocument();
    expect(ws.latest().query.get('sessionId')).toBe(SESSION_ID);
    await waitFor(() => expect(sent(START)).toHaveLength(1));
  });

  it('says when processing could not start', async () => {
    stubWebSocket();
    stubDashboard(undefined, { [START]: () => apiError(500, 'internal', 'Internal server error') });
    renderLivePage(PAGE);
    expect(await screen.findByText('Failed to Start Processing')).toBeInTheDocument();
  });

  it('shows live events in the columns', async () => {
    stubLayout();
    const ws = stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, lastSeq: 3 }));
    renderLivePage(PAGE);
    await screen.findByText('No conversation yet');
    expect(ws.latest().query.get('lastSeq')).toBe('3');

    ws.latest().open();
    ws.latest().receive({ type: 'new_chunk', seq: 4, data: aChunk({ seq: 4, text: 'Hello, I am Ada.' }) });
    expect(await screen.findByText('Hello, I am Ada.')).toBeInTheDocument();
  });

  it('shows the connection problem in a box and a toast', async () => {
    const ws = stubWebSocket();
    stubDashboard();
    const { user } = renderLivePage(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    ws.latest().fail();
    const box = await screen.findByText('Connection issue: Failed to connect to real-time updates');
    const alert = box.closest('[role="alert"]');
    // In the page's flow under the header, not floating over the columns' inputs and buttons.
    expect(alert).not.toHaveClass('fixed');
    const send = screen.getByRole('button', { name: 'Send candidate message' });
    expect(alert?.compareDocumentPosition(send)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss connection issue' }));
    expect(screen.queryByText(/Connection issue:/)).not.toBeInTheDocument();
  });

  it('closes the session after confirmation, then takes no more messages', async () => {
    stubWebSocket();
    let session = aSession({ scorecardId: null });
    const { sent } = stubDashboard(undefined, {
      [`GET ${SESSION_PATH}`]: () => json(200, session),
      [`POST ${SESSION_PATH}/close`]: () => {
        session = { ...session, status: 'completed', endTime: '2026-11-22T11:00:00.000Z' };
        return json(200, session);
      },
    });
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Close Session' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close Interview Session' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Session' }));

    expect(await screen.findByText('The interview session has been closed successfully')).toBeInTheDocument();
    expect(sent(`POST ${SESSION_PATH}/close`)).toHaveLength(1);
    expect(screen.getByText('Session Closed', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Session' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Interviewer' })).toBeDisabled();
  });

  it('says when closing failed', async () => {
    stubWebSocket();
    stubDashboard(undefined, {
      [`POST ${SESSION_PATH}/close`]: () => apiError(500, 'internal', 'Internal server error'),
    });
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Close Session' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close Session' }));
    expect(await screen.findByText('Failed to Close Session')).toBeInTheDocument();
  });

  it('shows a closed session as closed, read-only', async () => {
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, status: 'completed', endTime: '2026-11-22T11:00:00.000Z' }));
    renderLivePage(PAGE);

    expect(await screen.findByText('Session Closed')).toBeInTheDocument();
    expect(screen.getByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Session' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Candidate' })).toBeDisabled();
  });

  it('adds the notes and the raw live events in debug mode', async () => {
    const ws = stubWebSocket();
    stubDashboard();
    renderLivePage(`${PAGE}?mode=debug`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Debug' })).toBeInTheDocument();
    expect(await screen.findByText('Strong on databases')).toBeInTheDocument();
    ws.latest().open();
    ws.latest().receive({
      type: 'partial_transcription',
      data: { speakerName: null, text: 'so the', speaker: 'candidate', streamId: 'tab-1' },
    });
    const log = await screen.findByRole('list', { name: 'Live event log' });
    expect(within(log).getByText(/partial_transcription/)).toBeInTheDocument();
  });
});
