import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERASE_LAST_MINUTES_CONFIRM } from '#contracts/privacy.ts';
import { renderLivePage } from '#web/features/live-session/testing/render-live-page.tsx';
import { stubDashboard } from '#web/features/live-session/testing/stub-dashboard.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { aChunk, aNote } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { stubLayout } from '#web/test/stub-layout.ts';

const PAGE = `/sessions/${SESSION_ID}`;
const ERASE = `POST ${SESSION_PATH}/recording/erase-last`;
/** The server's answer when the interview was closed in another tab meanwhile. */
const CLOSED = 'This interview session is closed';
const FROM = '2026-11-22T10:02:00.000Z';
const kept = aChunk({
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  seq: 1,
  text: 'I led the billing migration.',
});
const erased = aChunk({
  id: 'c0c0c0c0-0000-4000-8000-000000000002',
  seq: 2,
  text: 'Off the record, my salary is low.',
  timestamp: '2026-11-22T10:03:00.000Z',
});

function renderDashboard(erase: () => Response) {
  stubLayout();
  const ws = stubWebSocket();
  const stub = stubDashboard(aSession({ scorecardId: null, lastSeq: 3 }), {
    [`GET ${SESSION_PATH}/conversation`]: () => json(200, [kept, erased]),
    [`GET ${SESSION_PATH}/notes`]: () =>
      json(200, [aNote({ content: 'Mentions salary', timestamp: '2026-11-22T10:03:30.000Z' })]),
    [ERASE]: erase,
  });
  return { ...renderLivePage(PAGE), ...stub, ws };
}

describe('erasing the last minutes from the dashboard', () => {
  it('asks how much, erases it once confirmed, says so, and drops what the live channel says went', async () => {
    const { user, sent, ws } = renderDashboard(() => json(200, { from: FROM, to: FROM, lines: 1 }));
    await screen.findByText(erased.text);
    ws.latest().open();

    await user.click(screen.getByRole('button', { name: 'Erase Last Minutes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase the last minutes?' });
    expect(dialog).toHaveAccessibleDescription(ERASE_LAST_MINUTES_CONFIRM);
    const picker = within(dialog).getByRole('combobox', { name: 'How much to erase' });
    expect(picker).toHaveValue('2');
    await user.selectOptions(picker, 'The last 5 minutes');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    await waitFor(() => expect(sent(ERASE).map((r) => r.body)).toEqual([{ minutes: 5 }]));
    expect(await screen.findByText('Last Minutes Erased')).toBeInTheDocument();
    expect(
      screen.getByText('The last 5 minutes of audio and transcript were erased (1 line(s)).'),
    ).toBeInTheDocument();

    ws.latest().receive({
      type: 'recording_erased',
      seq: 4,
      data: { from: FROM, to: '2026-11-22T10:07:00.000Z', chunkIds: [erased.id] },
    });
    await waitFor(() => expect(screen.queryByText(erased.text)).not.toBeInTheDocument());
    expect(screen.getByText(kept.text)).toBeInTheDocument();
    expect(screen.queryByText('Mentions salary')).not.toBeInTheDocument();
  });

  it('sends nothing when the interviewer cancels, and says plainly why an erasure was refused', async () => {
    const { user, sent } = renderDashboard(() => apiError(409, 'conflict', CLOSED));
    await screen.findByText(erased.text);
    await user.click(screen.getByRole('button', { name: 'Erase Last Minutes' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(ERASE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Erase Last Minutes' }));
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Erasure Failed')).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByText(erased.text)).toBeInTheDocument();
  });

  it('is not offered once the interview is closed', async () => {
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null, status: 'completed' }));
    renderLivePage(PAGE);
    await screen.findByText('Session Closed');
    expect(screen.queryByRole('button', { name: 'Erase Last Minutes' })).not.toBeInTheDocument();
  });
});
