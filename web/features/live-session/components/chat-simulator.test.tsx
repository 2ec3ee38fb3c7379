import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aChunk } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { stubLayout } from '#web/test/stub-layout.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { ChatSimulator } from './chat-simulator.tsx';

const CONVERSATION = `GET ${SESSION_PATH}/conversation`;
const TEXT = `POST ${SESSION_PATH}/text`;

/** The server's answer to a text chunk: the stored chunk, built from what was sent. */
const storeChunk: StubHandler = ({ body }) => {
  const sent = body as { text: string; speaker: 'interviewer' | 'candidate'; clientChunkId: string };
  return json(201, aChunk({ ...sent, seq: 9, timestamp: '2026-11-22T10:05:00.000Z' }));
};

function renderChat(
  chunks: ConversationChunkDto[] = [],
  routes: Record<string, StubHandler> = {},
  status = 'active',
) {
  const stub = stubFetch({ [CONVERSATION]: () => json(200, chunks), ...routes });
  const view = renderPanel(aSession({ status: status as 'active' }), (s) => <ChatSimulator session={s} />);
  return { ...view, ...stub };
}

const box = (who: 'Candidate' | 'Interviewer') => screen.getByRole('textbox', { name: who });
const sendButton = (who: 'candidate' | 'interviewer') =>
  screen.getByRole('button', { name: `Send ${who} message` });

describe('chat simulator', () => {
  it('says there is no conversation yet', async () => {
    renderChat();
    expect(await screen.findByText('No conversation yet')).toBeInTheDocument();
    expect(screen.getByText("Messages will appear here as they're spoken")).toBeInTheDocument();
  });

  it('shows the interviewer on the right and the candidate on the left, each with a time', async () => {
    stubLayout();
    renderChat([
      aChunk({
        seq: 1,
        speaker: 'interviewer',
        text: 'Tell me about billing.',
        timestamp: '2026-11-22T10:00:00.000Z',
      }),
      aChunk({ seq: 2, speaker: 'candidate', text: 'I rewrote it.', timestamp: '2026-11-22T10:00:30.000Z' }),
    ]);

    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [asked, answered] = lines.map((li) => li.firstElementChild);
    expect(asked).toHaveAttribute('data-speaker', 'interviewer');
    expect(asked).toHaveClass('justify-end');
    expect(within(lines[0] as HTMLElement).getByText('Interviewer')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Tell me about billing.')).toBeInTheDocument();
    expect(answered).toHaveClass('justify-start');
    expect(within(lines[1] as HTMLElement).getByText('Candidate')).toBeInTheDocument();
    const time = lines[1]?.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-22T10:00:30.000Z');
    expect(time?.textContent).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
  });

  it('keeps a two-hour transcript light: only the lines around the newest are in the page', async () => {
    stubLayout();
    const chunks = Array.from({ length: 2000 }, (_, i) =>
      aChunk({
        seq: i + 1,
        text: `Line ${i + 1}`,
        timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, i)).toISOString(),
      }),
    );
    renderChat(chunks);

    expect(await screen.findByText('Line 2000')).toBeInTheDocument();
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(60);
    expect(rendered.at(-1)).toHaveAttribute('aria-posinset', '2000');
    expect(rendered.at(-1)).toHaveAttribute('aria-setsize', '2000');
    expect(screen.queryByText('Line 1')).not.toBeInTheDocument();
  });

  it('follows new lines at the bottom, and offers the way back to a reader who scrolled up', async () => {
    stubLayout();
    const line = (n: number) =>
      aChunk({
        seq: n,
        text: `Line ${n}`,
        timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString(),
      });
    const chunks = Array.from({ length: 40 }, (_, i) => line(i + 1));
    const { queryClient } = renderChat(chunks);
    const add = (n: number) =>
      act(() =>
        queryClient.setQueryData(
          sessionKeys.conversation(SESSION_ID),
          (list: ConversationChunkDto[] = []) => [...list, line(n)],
        ),
      );
    await screen.findByText('Line 40');

    add(41);
    expect(await screen.findByText('Line 41')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jump to latest message' })).not.toBeInTheDocument();

    const transcript = screen.getByRole('region', { name: 'Conversation transcript' });
    act(() => transcript.scrollTo({ top: 0 }));
    add(42);
    const jump = await screen.findByRole('button', { name: 'Jump to latest message' });
    expect(screen.queryByText('Line 42')).not.toBeInTheDocument();

    await userEvent.click(jump);
    expect(await screen.findByText('Line 42')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jump to latest message' })).not.toBeInTheDocument();
  });

  it('sends on Enter with the text trimmed, a client id, 5 s and 0.95, then clears the box', async () => {
    stubLayout();
    const { user, sent } = renderChat([], { [TEXT]: storeChunk });
    await screen.findByText('No conversation yet');

    await user.type(box('Candidate'), '  I led the migration.  {Enter}');

    await waitFor(() => expect(sent(TEXT)).toHaveLength(1));
    expect(sent(TEXT)[0]?.body).toEqual({
      text: 'I led the migration.',
      speaker: 'candidate',
      clientChunkId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      duration: 5000,
      confidence: 0.95,
    });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText('Candidate message processed')).toBeInTheDocument();
    expect(box('Candidate')).toHaveValue('');
    expect(await screen.findByText('I led the migration.')).toBeInTheDocument();
  });

  it('adds a new line on Shift+Enter and sends with the button', async () => {
    const { user, sent } = renderChat([], { [TEXT]: storeChunk });
    await screen.findByText('No conversation yet');

    await user.type(box('Interviewer'), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box('Interviewer')).toHaveValue('First line\nsecond line');
    expect(sent(TEXT)).toHaveLength(0);

    await user.click(sendButton('interviewer'));
    await waitFor(() =>
      expect(sent(TEXT)[0]?.body).toMatchObject({ text: 'First line\nsecond line', speaker: 'interviewer' }),
    );
    expect(await screen.findByText('Interviewer message processed')).toBeInTheDocument();
  });

  it('sends nothing while the text is empty or only spaces', async () => {
    const { user, sent } = renderChat([], { [TEXT]: storeChunk });
    await screen.findByText('No conversation yet');

    expect(sendButton('candidate')).toBeDisabled();
    await user.type(box('Candidate'), '   {Enter}');
    expect(sendButton('candidate')).toBeDisabled();
    expect(sent(TEXT)).toHaveLength(0);
  });

  it('keeps the text after a failure, and sends it again with the same client id', async () => {
    let fail = true;
    const { user, sent } = renderChat([], {
      [TEXT]: (request) => (fail ? apiError(500, 'internal', 'Internal server error') : storeChunk(request)),
    });
    await screen.findByText('No conversation yet');

    await user.type(box('Candidate'), 'Redis for the cache{Enter}');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to process message')).toBeInTheDocument();
    expect(box('Candidate')).toHaveValue('Redis for the cache');

    fail = false;
    await user.click(sendButton('candidate'));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    const [first, retry] = sent(TEXT).map((r) => (r.body as { clientChunkId: string }).clientChunkId);
    expect(retry).toBe(first);
  });

  it('takes no messages in a closed session', async () => {
    renderChat([], {}, 'completed');
    await screen.findByText('No conversation yet');
    expect(box('Candidate')).toBeDisabled();
    expect(box('Interviewer')).toBeDisabled();
    expect(sendButton('candidate')).toBeDisabled();
    expect(sendButton('interviewer')).toBeDisabled();
  });

  it("waits while Zoom's stream captures the meeting: 'Auto-capturing from Zoom...'", async () => {
    renderChat([], {
      'GET /api/integrations': () =>
        json(200, { zoom: { configured: true }, meet: { cloudProjectNumber: null } }),
      [`GET /api/rtms/status/${SESSION_ID}`]: () =>
        json(200, {
          isActive: true,
          state: 'streaming',
          streamData: { meeting_uuid: 'meeting-1', rtms_stream_id: 'stream-1' },
          participants: [],
          startedAt: '2026-11-22T10:00:00.000Z',
          stopReason: null,
        }),
    });
    await waitFor(() => expect(box('Candidate')).toBeDisabled());
    expect(box('Candidate')).toHaveAttribute('placeholder', 'Auto-capturing from Zoom...');
    expect(box('Interviewer')).toHaveAttribute('placeholder', 'Auto-capturing from Zoom...');
    expect(sendButton('interviewer')).toBeDisabled();
  });
});
