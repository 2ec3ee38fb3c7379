import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECONNECT_DELAY_MS } from '#web/lib/sessions/live/use-live-channel.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { stubFetch } from '#web/test/fetch-stub.ts';
import { aSuggestion } from '#web/test/live-fixtures.ts';
import {
  anEvaluation,
  PINNED,
  panelReads,
  QUESTION,
  SESSION_ID,
  START,
  WARNING,
} from '../testing/panel-fixtures.ts';
import { renderMeetPage } from '../testing/render-meet-page.tsx';
import { SHARE_PROMPT_DELAY_MS } from './use-share-prompt.ts';

const TEST_MODE = '?test=true&meetingId=abc-defg-hij';

async function openPanel() {
  const live = stubWebSocket();
  const stub = stubFetch(panelReads());
  const view = renderMeetPage(TEST_MODE);
  await screen.findByText('Ada Lovelace');
  return { ...stub, ...view, live };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the found session in the side panel', () => {
  it('shows the agenda, the suggestions without compliance warnings, and the scorecard', async () => {
    const { sent } = await openPanel();
    expect(sent(START)).toHaveLength(1); // the assistant works for the session it follows

    // The dashboard's coverage clock, in one line (web/components/coverage/).
    expect(card('Time and coverage')).toHaveTextContent(/^Starts with the first line·.*Candidate talk –$/);

    const agenda = card('Agenda');
    expect(within(agenda).getByRole('progressbar', { name: 'Agenda progress' })).toBeInTheDocument();
    expect(within(agenda).getByRole('button', { name: /Agenda/ })).toHaveTextContent('50%');
    expect(within(agenda).getByRole('listitem', { name: 'System design, in progress' })).toBeInTheDocument();
    expect(within(agenda).getByRole('listitem', { name: 'Introductions, completed' })).toBeInTheDocument();

    const suggestions = await within(card('Live Suggestions')).findByRole('list', {
      name: 'Live suggestions',
    });
    const items = within(suggestions).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([PINNED.content, QUESTION.content]);
    expect(screen.queryByText(WARNING.content)).not.toBeInTheDocument();
    expect(screen.queryByText(/Compliance/)).not.toBeInTheDocument();

    const scorecard = card('Live Scorecard');
    expect(
      await within(scorecard).findByText('Explained the sharding trade-offs clearly.'),
    ).toBeInTheDocument();
    const communication = within(scorecard).getByRole('listitem', { name: 'Communication' });
    expect(communication).toHaveTextContent('Not yet covered');
  });

  it('folds and unfolds each card', async () => {
    const { user } = await openPanel();
    const toggle = within(card('Live Scorecard')).getByRole('button', { name: /Live Scorecard/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Technical depth')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Technical depth')).toBeInTheDocument();
  });

  it("stays live on the dashboard's channel from the session's last seq", async () => {
    const { live } = await openPanel();
    const socket = live.latest();
    expect(socket.query.get('sessionId')).toBe(SESSION_ID);
    expect(socket.query.get('lastSeq')).toBe('7');
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
    socket.open();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Live suggestions' });

    const items = [
      {
        id: 'agenda-1',
        title: 'Introductions',
        description: null,
        duration: 5,
        status: 'completed',
        children: [],
      },
      {
        id: 'agenda-2',
        title: 'System design',
        description: null,
        duration: 25,
        status: 'completed',
        children: [],
      },
    ];
    socket.receive({ type: 'agenda_update', seq: 8, data: { progressPercentage: 100, items } });
    const fresh = aSuggestion({
      content: 'What would you change in the design?',
      timestamp: '2026-11-22T10:09:00.000Z',
    });
    const warning = aSuggestion({
      content: 'Age is a protected topic.',
      status: 'pinned',
      tags: ['compliance', 'age'],
    });
    socket.receive({ type: 'new_suggestion', seq: 9, data: { suggestions: [fresh, warning] } });
    socket.receive({
      type: 'suggestion_update',
      seq: 10,
      data: { suggestions: [{ ...QUESTION, status: 'used' }] },
    });
    const { sections } = anEvaluation('Designed a sharded ledger.').evaluationData;
    socket.receive({
      type: 'evaluation_updated',
      seq: 11,
      data: { sections, changedSectionIds: ['section-1'] },
    });
    // Replayed after a reconnect: already applied, so nothing moves back.
    socket.receive({ type: 'agenda_update', seq: 8, data: { progressPercentage: 50, items } });

    // The query cache tells the screen a tick later.
    await waitFor(() =>
      expect(within(card('Agenda')).getByRole('button', { name: /Agenda/ })).toHaveTextContent('100%'),
    );
    const list = screen.getByRole('list', { name: 'Live suggestions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual([PINNED.content, fresh.content]);
    expect(screen.queryByText('Age is a protected topic.')).not.toBeInTheDocument();
    expect(screen.getByText('Designed a sharded ledger.')).toBeInTheDocument();
  });

  it('says how much speech is not transcribed yet, as the live channel tells it, without acting on it', async () => {
    const { live } = await openPanel();
    const socket = live.latest();
    socket.open();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText(/not yet transcribed/)).not.toBeInTheDocument();

    socket.receive({
      type: 'transcription_status',
      data: { behindSeconds: 125, trouble: 'The speech service is busy (429); the audio is kept' },
    });
    expect(await screen.findByText('3 minutes not yet transcribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();

    socket.receive({ type: 'transcription_status', data: { behindSeconds: 0, trouble: null } });
    await waitFor(() => expect(screen.queryByText(/not yet transcribed/)).not.toBeInTheDocument());
  });

  it('reconnects 3 s after an abnormal close with the last seq applied, and not after a normal one', async () => {
    const { live } = await openPanel();
    live.latest().open();
    live.latest().receive({ type: 'session_update', seq: 9, data: { status: 'active', endTime: null } });
    vi.useFakeTimers();
    live.latest().serverClose(1006);
    expect(screen.getByText('Disconnected')).toBeInTheDocument();

    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(live.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(live.sockets).toHaveLength(2);
    expect(live.latest().query.get('lastSeq')).toBe('9');

    live.latest().serverClose(1000);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(live.sockets).toHaveLength(2);
  });

  it('marks a closed session and stops asking to share', async () => {
    const { live } = await openPanel();
    live.latest().open();
    vi.useFakeTimers();
    live.latest().receive({
      type: 'session_update',
      seq: 8,
      data: { status: 'completed', endTime: '2026-11-22T11:00:00.000Z' },
    });
    await vi.advanceTimersByTimeAsync(SHARE_PROMPT_DELAY_MS);
    expect(screen.getByText('Session Closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
