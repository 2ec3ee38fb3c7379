import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { mergeSuggestions } from '#web/lib/sessions/live/live-event-reducer.ts';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSuggestion } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

const WARNING_TEXT =
  'Protected topic (children and childcare): leave it out — the answer will not count. Ask instead: “This role has a one-in-five on-call rotation — can you meet that schedule?”';
const warning = aSuggestion({
  content: WARNING_TEXT,
  type: 'hint',
  status: 'pinned',
  tags: ['compliance', 'children'],
  timestamp: '2026-11-22T10:05:00.000Z',
});
const pinned = aSuggestion({ content: 'What would you do differently?', status: 'pinned' });

function renderSuggestions(list: SuggestionDto[]) {
  stubFetch({ [`GET ${SESSION_PATH}/suggestions`]: () => json(200, list) });
  return renderPanel(aSession(), (s) => <SuggestionsPanel sessionId={s.id} />);
}

describe('compliance warnings in the suggestions panel', () => {
  it('shows a warning apart from the suggestions, labelled with its topic, in a polite live region', async () => {
    renderSuggestions([pinned, warning]);
    const list = await screen.findByRole('list', { name: 'Compliance warnings' });
    const card = within(list).getByRole('listitem', { name: WARNING_TEXT });
    expect(within(card).getByText('Compliance')).toBeInTheDocument();
    expect(within(card).getByText('· Children and childcare')).toBeInTheDocument();
    expect(within(card).queryByText('hint')).not.toBeInTheDocument();
    expect(card).toHaveClass('border-l-warning');
    expect(list.closest('[aria-live="polite"]')).not.toBeNull();
    const others = screen.getByRole('list', { name: 'Pinned suggestions' });
    expect(within(others).queryByText(WARNING_TEXT)).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dismiss suggestion']);
    expect(screen.getByRole('heading', { name: 'Private warnings' })).toBeInTheDocument();
  });

  it('adds a warning that arrives on the live channel to the region that was already there', async () => {
    const { queryClient } = renderSuggestions([pinned]);
    await screen.findByRole('listitem', { name: pinned.content });
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Compliance warnings' })).not.toBeInTheDocument();

    act(() =>
      queryClient.setQueryData<SuggestionDto[]>(sessionKeys.suggestions(SESSION_ID), (list = []) =>
        mergeSuggestions(list, [warning]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Compliance warnings' });
    expect(region?.contains(list)).toBe(true);
  });
});
