import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aScorecard, OFFLINE_MODELS, SCORECARD_ID } from '../testing/scorecard-fixtures.ts';

const ONE = `GET /api/interview-setup/scorecards/${SCORECARD_ID}`;
const PUT = `PUT /api/interview-setup/scorecards/${SCORECARD_ID}`;
const GENERATED = aScorecard({
  source: 'generated',
  generationPrompt: 'Senior backend engineer',
  jobDescription: 'Builds APIs',
});

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failed loads are logged by design
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, []),
    ...routes,
  });
}

describe('edit scorecard', () => {
  it('opens a generated scorecard with the AI panel and returns to its page after saving', async () => {
    const { sent } = server({ [ONE]: () => json(200, GENERATED), [PUT]: () => json(200, GENERATED) });
    const { user, location } = renderApp(`/scorecards/${SCORECARD_ID}/edit`);

    expect(await screen.findByRole('switch', { name: 'Generate with AI' })).toBeChecked();
    expect(screen.getByLabelText('Generation Prompt')).toHaveValue('Senior backend engineer');
    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Scorecard Updated')).toBeInTheDocument();
    expect(sent(PUT)[0]?.body).toMatchObject({ title: 'Renamed', source: 'generated' });
    expect(location.history.at(-1)).toBe(`/scorecards/${SCORECARD_ID}`);
  });

  it('shows "Scorecard Not Found" when the scorecard cannot be loaded', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Scorecard not found') });
    renderApp(`/scorecards/${SCORECARD_ID}/edit`);

    expect(await screen.findByRole('heading', { name: 'Scorecard Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Scorecards' })).toHaveAttribute('href', '/scorecards');
  });

  it('shows "Failed to update scorecard. Please try again." when saving fails', async () => {
    server({
      [ONE]: () => json(200, aScorecard()),
      [PUT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp(`/scorecards/${SCORECARD_ID}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update scorecard. Please try again.')).toBeInTheDocument();
  });
});
