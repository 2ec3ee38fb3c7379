import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionListItem } from '#contracts/sessions.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSessionDetail, aSessionListItem, localIso, SESSION_ID } from '#web/test/session-fixtures.ts';
import { renderSessionsPage } from '../testing/render-sessions-page.tsx';

const LIST = 'GET /api/sessions';
const CLOSE = `POST /api/sessions/${SESSION_ID}/close`;
const DELETE = `DELETE /api/sessions/${SESSION_ID}`;

/** A response the test releases when it chooses, to observe the pending state. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('closing a session from the list', () => {
  it('asks first, reads Closing... while pending, then toasts and reloads the list', async () => {
    let items: SessionListItem[] = [aSessionListItem()];
    const answer = deferred();
    const { sent } = stubFetch({ [LIST]: () => json(200, items), [CLOSE]: () => answer.promise });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Close session with Jane Doe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Interview Session' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to close the interview session with Jane Doe? This will stop all RTMS activity and mark the session as completed. You can still review the session data afterwards.',
    );
    expect(sent(CLOSE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close Session' }));
    expect(within(dialog).getByRole('button', { name: 'Closing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(sent(CLOSE)).toHaveLength(1);
    expect(sent(CLOSE)[0]?.body).toBeUndefined();

    const endTime = localIso(2026, 3, 4, 15, 0);
    items = [aSessionListItem({ status: 'completed', endTime })];
    answer.release(json(200, aSessionDetail({ status: 'completed', endTime })));

    expect(await screen.findByText('Session Closed')).toBeInTheDocument();
    expect(
      screen.getByText('Interview session has been closed. No new RTMS activity will be processed.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Session completed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close session/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review interview with Jane Doe' })).toBeInTheDocument();
    expect(sent(LIST)).toHaveLength(2);
  });

  it('sends nothing when the close is cancelled', async () => {
    const { sent } = stubFetch({ [LIST]: () => json(200, [aSessionListItem()]) });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Close session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(CLOSE)).toHaveLength(0);
  });

  it('shows "Close Failed" with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
    stubFetch({
      [LIST]: () => json(200, [aSessionListItem()]),
      [CLOSE]: () => apiError(404, 'not_found', 'Session was not found'),
    });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Close session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Close Session' }));

    expect(await screen.findByText('Close Failed')).toBeInTheDocument();
    expect(screen.getByText('Session was not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('falls back to "Failed to close session" when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ [LIST]: () => json(200, [aSessionListItem()]), [CLOSE]: networkDown });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Close session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Close Session' }));

    expect(await screen.findByText('Close Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to close session')).toBeInTheDocument();
  });
});

describe('deleting a session from the list', () => {
  it('asks first, reads Deleting... while pending, then toasts, forgets the session and reloads', async () => {
    let items: SessionListItem[] = [aSessionListItem({ status: 'completed' })];
    const answer = deferred();
    const { sent } = stubFetch({ [LIST]: () => json(200, items), [DELETE]: () => answer.promise });
    const { user, queryClient } = renderSessionsPage();
    queryClient.setQueryData(sessionKeys.detail(SESSION_ID), aSessionDetail());
    queryClient.setQueryData(sessionKeys.notes(SESSION_ID), []);

    await user.click(await screen.findByRole('button', { name: 'Delete session with Jane Doe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Interview Session' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the interview session with Jane Doe? This will permanently remove all notes, suggestions and conversation data. This action cannot be undone.',
    );
    expect(sent(DELETE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    items = [];
    answer.release(new Response(null, { status: 204 }));

    expect(await screen.findByText('Session Deleted')).toBeInTheDocument();
    expect(screen.getByText('Interview session and all related data have been removed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Interview Sessions Yet' })).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionKeys.detail(SESSION_ID))).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.notes(SESSION_ID))).toBeUndefined();
    expect(sent(DELETE)).toHaveLength(1);
    expect(sent(LIST)).toHaveLength(2);
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { sent } = stubFetch({ [LIST]: () => json(200, [aSessionListItem()]) });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Delete session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(DELETE)).toHaveLength(0);
  });

  it('shows "Delete Failed" with the server message and keeps the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      [LIST]: () => json(200, [aSessionListItem()]),
      [DELETE]: () => apiError(404, 'not_found', 'Session was not found'),
    });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Delete session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Session was not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('falls back to "Failed to delete session" when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ [LIST]: () => json(200, [aSessionListItem()]), [DELETE]: networkDown });
    const { user } = renderSessionsPage();

    await user.click(await screen.findByRole('button', { name: 'Delete session with Jane Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete session')).toBeInTheDocument();
  });
});
