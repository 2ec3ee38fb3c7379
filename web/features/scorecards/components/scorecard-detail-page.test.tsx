import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aScorecard, OFFLINE_MODELS, SCORECARD_ID } from '../testing/scorecard-fixtures.ts';

const ONE = `GET /api/interview-setup/scorecards/${SCORECARD_ID}`;
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

describe('scorecard view', () => {
  it('shows the content and, for a generated scorecard, its generation inputs', async () => {
    server({ [ONE]: () => json(200, GENERATED) });
    renderApp(`/scorecards/${SCORECARD_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Technical Screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI Generated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Generation Inputs' })).toBeInTheDocument();
    expect(screen.getByText('Senior backend engineer')).toBeInTheDocument();
    expect(screen.getByText('Builds APIs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/scorecards/${SCORECARD_ID}/edit`,
    );
  });

  it('says "Scorecard not found" for a missing scorecard', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Scorecard not found') });
    renderApp(`/scorecards/${SCORECARD_ID}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Scorecard not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Scorecard Details' })).toBeInTheDocument();
  });

  it('says "Error Loading Scorecard" when the load fails otherwise', async () => {
    server({ [ONE]: () => apiError(500, 'internal', 'Something went wrong on our side') });
    renderApp(`/scorecards/${SCORECARD_ID}`);

    expect(await screen.findByRole('heading', { name: 'Error Loading Scorecard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
