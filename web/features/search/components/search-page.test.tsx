import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_MANY_MATCHES, type SearchHit, type SearchResults } from '#contracts/search.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const SESSION = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const CHUNK = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  source: 'transcript',
  sessionId: SESSION,
  sessionTitle: null,
  sessionStartedAt: '2026-11-20T10:00:00.000Z',
  candidateName: 'Priya Raman',
  jobTitle: 'Platform Engineer',
  chunkId: CHUNK,
  speaker: 'candidate',
  speakerName: null,
  at: '2026-11-20T10:12:05.000Z',
  offsetMs: 725_000,
  quote: [
    { text: 'I would need ', match: false },
    { text: 'sponsorship', match: true },
    { text: ' for <b>my</b> visa', match: false },
  ],
  ...overrides,
});

const page = (items: SearchHit[], nextOffset: number | null = null, capped = false): SearchResults => ({
  items,
  nextOffset,
  capped,
});

describe('search', () => {
  it('searches from the shell box (Ctrl+K), marks the matched words and links to the moment', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/search?q=sponsorship': () =>
        json(200, page([hit(), hit({ source: 'note', chunkId: null, speaker: null, offsetMs: null })])),
    });
    renderApp('/candidates');
    const box = await screen.findByRole('searchbox', { name: 'Search interviews' });
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    await user.keyboard('sponsorship{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search Interviews' })).toBeInTheDocument();
    const results = await screen.findByRole('region', { name: 'Search results' });
    const links = within(results).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/sessions/${SESSION}?line=${CHUNK}`);
    expect(links[1]).toHaveAttribute('href', `/sessions/${SESSION}`);
    const marked = within(links[0] as HTMLElement).getByText('sponsorship');
    expect(marked.tagName).toBe('MARK');
    // What was said is shown as text: markup in it never becomes elements.
    expect(links[0]).toHaveTextContent('for <b>my</b> visa');
    expect(links[0]).toHaveTextContent('at 12:05');
    expect(within(links[1] as HTMLElement).getByText('Note')).toBeInTheDocument();
    expect(screen.queryByText(SEARCH_MANY_MATCHES)).not.toBeInTheDocument();
  });

  it('"/" focuses the box only outside text fields', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/search');
    const shell = await screen.findByRole('searchbox', { name: 'Search interviews' });
    const pageBox = screen.getByRole('searchbox', { name: 'Search for' });
    await user.click(pageBox);
    await user.keyboard('/');
    expect(pageBox).toHaveValue('/');
    expect(shell).not.toHaveFocus();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('/');
    expect(shell).toHaveFocus();
  });

  it('says when there are many matches, pages on with "Show more results" and shows the server\'s message for a refused search', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/search?q=kafka': () => json(200, page([hit()], 20, true)),
      'GET /api/search?q=kafka&offset=20': () =>
        json(200, page([hit({ chunkId: '1b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' })])),
      'GET /api/search?q=bad&speaker=candidate': () =>
        apiError(400, 'validation_failed', 'Speaker must be candidate or interviewer'),
    });
    renderApp('/search?q=kafka');
    // A word in more lines than are ranked: the list says it shows the best of the most recent.
    expect(await screen.findByText(SEARCH_MANY_MATCHES)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Priya Raman/ })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();

    renderApp('/search?q=bad&speaker=candidate');
    expect(await screen.findByText('Speaker must be candidate or interviewer')).toBeInTheDocument();
  });
});
