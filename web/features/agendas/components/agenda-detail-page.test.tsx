import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  AGENDA_ID,
  anAgenda,
  OFFLINE_MODELS,
  SCORECARD_ID,
  SCORECARD_OPTIONS,
} from '../testing/agenda-fixtures.ts';

const ONE = `GET /api/interview-setup/agendas/${AGENDA_ID}`;
const GENERATED = anAgenda({
  source: 'generated',
  content: JSON.stringify([{ title: 'Warm-up', duration: 10, description: 'Set the scene' }]),
  generationPrompt: 'Staff engineer onsite',
  selectedScorecardId: SCORECARD_ID,
  timeRangeMin: 45,
  timeRangeMax: 90,
});

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failed loads are logged by design
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARD_OPTIONS),
    ...routes,
  });
}

describe('agenda view', () => {
  it('lists the items with their durations, the time range and the generation inputs', async () => {
    server({ [ONE]: () => json(200, anAgenda()) });
    renderApp(`/agendas/${AGENDA_ID}`);

    const items = within(await screen.findByRole('region', { name: 'Agenda' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Introductions5 min',
      '2.System design40 min',
      '3.Questions15 min',
    ]);
    expect(screen.getByText('3 items · 60 min in total')).toBeInTheDocument();
    expect(screen.getByText('30–60 min')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Generation Inputs' })).not.toBeInTheDocument();
  });

  it('shows what a generated agenda was drafted from, with its scorecard', async () => {
    server({ [ONE]: () => json(200, GENERATED) });
    renderApp(`/agendas/${AGENDA_ID}`);

    expect(await screen.findByText('Set the scene')).toBeInTheDocument();
    expect(screen.getByText('45–90 min')).toBeInTheDocument();
    expect(screen.getByText('Staff engineer onsite')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Backend Technical Screen' })).toHaveAttribute(
      'href',
      `/scorecards/${SCORECARD_ID}`,
    );
  });

  it('says "Agenda not found" for a missing agenda', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Agenda not found') });
    renderApp(`/agendas/${AGENDA_ID}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Agenda not found' })).toBeInTheDocument();
  });
});
