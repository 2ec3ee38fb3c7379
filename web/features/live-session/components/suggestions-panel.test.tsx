import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { mergeSuggestions } from '#web/lib/sessions/live/live-event-reducer.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSuggestion } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

const LIST = `GET ${SESSION_PATH}/suggestions`;

const open = aSuggestion({ content: 'How did you scale billing?', timestamp: '2026-11-22T10:02:00.000Z' });
const newer = aSuggestion({
  content: 'Ask for a concrete incident',
  type: 'hint',
  timestamp: '2026-11-22T10:03:00.000Z',
});
const pinned = aSuggestion({
  content: 'What would you do differently?',
  type: 'follow_up_question',
  status: 'pinned',
  timestamp: '2026-11-22T10:01:00.000Z',
});
const used = aSuggestion({
  content: 'Why PostgreSQL?',
  status: 'used',
  timestamp: '2026-11-22T10:00:00.000Z',
});
const stale = aSuggestion({ content: 'Tell me about your team', status: 'stale', dismissalReason: 'stale' });
const agendaMoved = aSuggestion({
  content: 'How did you size the queue?',
  status: 'stale',
  dismissalReason: 'auto_transition',
});
const dismissed = aSuggestion({
  content: 'Clarify the deadline',
  type: 'clarification',
  status: 'dismissed',
  dismissalReason: 'manual_dismiss',
  timestamp: '2026-11-22T10:04:00.000Z',
});
const asked = aSuggestion({
  content: 'Walk me through the outage',
  status: 'dismissed',
  dismissalReason: 'auto_match',
});

function renderSuggestions(list: SuggestionDto[], routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ [LIST]: () => json(200, list), ...routes });
  const view = renderPanel(aSession(), (s) => <SuggestionsPanel sessionId={s.id} />);
  return { ...view, ...stub };
}

const group = (name: string) => screen.getByRole('list', { name: `${name} suggestions` });
const item = (content: string) => screen.getByRole('listitem', { name: content });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('suggestions panel', () => {
  it('says there are no suggestions yet', async () => {
    renderSuggestions([]);
    expect(await screen.findByText('No suggestions yet')).toBeInTheDocument();
  });

  it('groups pinned, suggested (newest first, used ones without actions) and a folded Dismissed', async () => {
    const { user } = renderSuggestions([open, newer, pinned, used, stale, agendaMoved, dismissed, asked]);
    await screen.findByRole('list', { name: 'Pinned suggestions' });

    expect(names(group('Pinned'))).toEqual(['What would you do differently?']);
    expect(
      within(item('What would you do differently?')).getByText('follow up question'),
    ).toBeInTheDocument();
    expect(names(group('Suggested'))).toEqual([
      'Ask for a concrete incident',
      'How did you scale billing?',
      'Why PostgreSQL?',
    ]);
    expect(within(item('Ask for a concrete incident')).getByText('hint')).toBeInTheDocument();
    expect(within(item('How did you scale billing?')).getByText('question')).toBeInTheDocument();
    expect(
      within(item('How did you scale billing?')).getByText(/^\d{1,2}:\d{2}:\d{2} [AP]M$/),
    ).toBeInTheDocument();
    expect(within(item('Why PostgreSQL?')).getByText('Used')).toBeInTheDocument();
    expect(within(item('Why PostgreSQL?')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Walk me through the outage')).not.toBeInTheDocument();

    // Only what the interviewer dismissed: cards the assistant retired leave the lists.
    const toggle = screen.getByRole('button', { name: 'Dismissed (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(names(group('Dismissed'))).toEqual(['Clarify the deadline']);
    expect(within(item('Clarify the deadline')).getByText('clarification')).toBeInTheDocument();
    expect(within(item('Clarify the deadline')).getByText('Dismissed')).toBeInTheDocument();
    expect(within(group('Dismissed')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Tell me about your team')).not.toBeInTheDocument();
    expect(screen.queryByText('How did you size the queue?')).not.toBeInTheDocument();
  });

  it('pins a suggestion at once and keeps what the server answers', async () => {
    const { user, sent } = renderSuggestions([open], {
      [`POST /api/suggestions/${open.id}/pin`]: () => json(200, { ...open, status: 'pinned' }),
    });
    await screen.findByRole('list', { name: 'Suggested suggestions' });

    await user.click(within(item(open.content)).getByRole('button', { name: 'Pin suggestion' }));

    expect(names(await screen.findByRole('list', { name: 'Pinned suggestions' }))).toEqual([open.content]);
    expect(sent(`POST /api/suggestions/${open.id}/pin`)).toHaveLength(1);
    expect(within(item(open.content)).getByRole('button', { name: 'Unpin suggestion' })).toBeInTheDocument();
  });

  it('unpins, and dismisses with the manual reason', async () => {
    const { user, sent } = renderSuggestions([pinned, open], {
      [`POST /api/suggestions/${pinned.id}/unpin`]: () => json(200, { ...pinned, status: 'suggested' }),
      [`PATCH /api/suggestions/${open.id}/status`]: () =>
        json(200, { ...open, status: 'dismissed', dismissalReason: 'manual_dismiss' }),
    });
    await screen.findByRole('list', { name: 'Pinned suggestions' });

    await user.click(within(item(pinned.content)).getByRole('button', { name: 'Unpin suggestion' }));
    await waitFor(() => expect(names(group('Suggested'))).toEqual([open.content, pinned.content]));
    expect(screen.queryByRole('list', { name: 'Pinned suggestions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pinned suggestions' })).not.toBeInTheDocument();

    await user.click(within(item(open.content)).getByRole('button', { name: 'Dismiss suggestion' }));
    expect(await screen.findByRole('button', { name: 'Dismissed (1)' })).toBeInTheDocument();
    expect(sent(`PATCH /api/suggestions/${open.id}/status`)[0]?.body).toEqual({
      status: 'dismissed',
      reason: 'manual_dismiss',
    });
  });

  it.each([
    ['pin', 'Pin suggestion', 'POST', '/pin', 'Failed to Pin', open],
    ['unpin', 'Unpin suggestion', 'POST', '/unpin', 'Failed to Unpin', pinned],
    ['dismiss', 'Dismiss suggestion', 'PATCH', '/status', 'Failed to Dismiss', open],
  ] as const)(
    'puts the suggestion back and says so when %s fails',
    async (_action, button, method, path, title, target) => {
      const { user } = renderSuggestions([target], {
        [`${method} /api/suggestions/${target.id}${path}`]: () =>
          apiError(409, 'conflict', `Refused to ${_action}`),
      });
      await screen.findByRole('listitem', { name: target.content });

      await user.click(within(item(target.content)).getByRole('button', { name: button }));

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(`Refused to ${_action}`)).toBeInTheDocument();
      expect(item(target.content)).toHaveAttribute('data-status', target.status);
    },
  );

  it('shows live updates merged into the list', async () => {
    const { queryClient } = renderSuggestions([open]);
    await screen.findByRole('listitem', { name: open.content });

    act(() =>
      queryClient.setQueryData<SuggestionDto[]>(sessionKeys.suggestions(SESSION_ID), (list = []) =>
        mergeSuggestions(list, [{ ...open, status: 'used' }, newer]),
      ),
    );

    expect(await within(item(open.content)).findByText('Used')).toBeInTheDocument();
    expect(item(newer.content)).toBeInTheDocument();
  });
});
