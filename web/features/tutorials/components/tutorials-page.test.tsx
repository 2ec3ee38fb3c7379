import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aTutorial, OTHER_TUTORIAL_ID, TUTORIAL_ID } from '../testing/tutorial-fixtures.ts';

const LIST = 'GET /api/tutorials';
const URL_ROUTE = `GET /api/tutorials/${TUTORIAL_ID}/url`;

function server(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

const tutorials = [
  aTutorial(),
  aTutorial({ id: OTHER_TUTORIAL_ID, title: 'Scorecards', description: null, duration: null }),
];

describe('help & tutorials', () => {
  it('lists the tutorials with their count and durations', async () => {
    server({ [LIST]: () => json(200, tutorials) });
    renderApp('/tutorials');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Tutorials' })).toBeInTheDocument();
    expect(await screen.findByText('2 tutorials available')).toBeInTheDocument();
    const first = screen.getByRole('heading', { name: 'Getting started' }).closest('li');
    const second = screen.getByRole('heading', { name: 'Scorecards' }).closest('li');
    if (!first || !second) throw new Error('no cards');
    expect(within(first).getByText('2:05')).toBeInTheDocument();
    expect(within(first).getByText('A tour of Interview Hub')).toBeInTheDocument();
    expect(within(second).getByText('Unknown duration')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Watch Tutorial: Scorecards' })).toBeInTheDocument();
  });

  it('says when there are no tutorials yet', async () => {
    server({ [LIST]: () => json(200, []) });
    renderApp('/tutorials');

    expect(await screen.findByRole('heading', { name: 'No tutorials available yet' })).toBeInTheDocument();
  });

  it('plays the video from the fetched address and clears the selection on close', async () => {
    const { sent } = server({
      [LIST]: () => json(200, tutorials),
      [URL_ROUTE]: () => json(200, { url: '/files/signed/getting-started.mp4?sig=1' }),
    });
    const { user } = renderApp('/tutorials');

    await user.click(await screen.findByRole('button', { name: 'Watch Tutorial: Getting started' }));

    const dialog = await screen.findByRole('dialog', { name: 'Getting started' });
    expect(within(dialog).getByText('A tour of Interview Hub')).toBeInTheDocument();
    expect(within(dialog).getByText('2:05')).toBeInTheDocument();
    const video = await waitFor(() => {
      const element = dialog.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    expect(video).toHaveAttribute('src', '/files/signed/getting-started.mp4?sig=1');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(sent(URL_ROUTE)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fetches a fresh address once when the video fails and resumes at the same time', async () => {
    let signature = 0;
    const { sent } = server({
      [LIST]: () => json(200, tutorials),
      [URL_ROUTE]: () => json(200, { url: `/files/video.mp4?sig=${++signature}` }),
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { user } = renderApp('/tutorials');
    await user.click(await screen.findByRole('button', { name: 'Watch Tutorial: Getting started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Getting started' });
    const video = await waitFor(() => {
      const element = dialog.querySelector('video');
      if (!element?.getAttribute('src')) throw new Error('no video yet');
      return element;
    });
    let position = 42;
    Object.defineProperty(video, 'currentTime', {
      get: () => position,
      set: (value: number) => (position = value),
    });

    fireEvent.error(video);

    await waitFor(() => expect(video).toHaveAttribute('src', '/files/video.mp4?sig=2'));
    position = 0;
    fireEvent.loadedMetadata(video);
    expect(position).toBe(42);
    expect(play).toHaveBeenCalled();

    fireEvent.error(video);
    fireEvent.error(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(URL_ROUTE)).toHaveLength(3);
  });

  it('only logs a failure to fetch the video address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server({
      [LIST]: () => json(200, tutorials),
      [URL_ROUTE]: () => apiError(500, 'internal', 'Storage is down'),
    });
    const { user } = renderApp('/tutorials');

    await user.click(await screen.findByRole('button', { name: 'Watch Tutorial: Getting started' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Storage is down')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Getting started' })).toBeInTheDocument();
  });
});
