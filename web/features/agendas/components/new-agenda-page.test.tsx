import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ndjsonResponse } from '#web/components/ai-generation/testing/ndjson-response.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { anAgenda, OFFLINE_MODELS, SCORECARD_ID, SCORECARD_OPTIONS } from '../testing/agenda-fixtures.ts';

const GENERATE = 'POST /api/interview-setup/agendas/generate';
const CREATE = 'POST /api/interview-setup/agendas';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARD_OPTIONS),
    'GET /api/interview-setup/agendas': () => json(200, []),
    ...routes,
  });
}

async function openForm() {
  const app = renderApp('/agendas/new');
  await screen.findByRole('heading', { level: 1, name: 'Create Agenda' });
  return app;
}

const minField = () => screen.getByLabelText('Minimum Time (minutes) *');
const maxField = () => screen.getByLabelText('Maximum Time (minutes) *');
const submit = () => screen.getByRole('button', { name: 'Create Agenda' });

describe('create agenda', () => {
  it('starts at 30–60 minutes with number inputs that allow no less than 15', async () => {
    server();
    await openForm();

    expect(minField()).toHaveValue(30);
    expect(maxField()).toHaveValue(60);
    expect(minField()).toHaveAttribute('min', '15');
    expect(maxField()).toHaveAttribute('min', '15');
  });

  it('shows the max-below-min message on the maximum field', async () => {
    const { sent } = server();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title *'), 'Onsite');
    await user.type(screen.getByLabelText('Content *'), '- Intro (5 min)');
    await user.clear(maxField());
    await user.type(maxField(), '20');

    await user.click(submit());

    const message = await screen.findByText('Maximum time must be greater than or equal to minimum time');
    expect(maxField()).toHaveAttribute('aria-invalid', 'true');
    expect(maxField().getAttribute('aria-describedby')).toContain(message.id);
    expect(minField()).not.toHaveAttribute('aria-invalid');
    expect(sent(CREATE)).toHaveLength(0);
  });

  it('requires at least 15 minutes on both ends and content', async () => {
    server();
    const { user } = await openForm();
    await user.clear(minField());
    await user.type(minField(), '10');
    await user.clear(maxField());
    await user.type(maxField(), '12');

    await user.click(submit());

    expect(await screen.findByText('Minimum time must be at least 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Maximum time must be at least 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Please provide content for your agenda')).toBeInTheDocument();
  });

  it('generates within the time range without any other input and saves the draft', async () => {
    const stream = ndjsonResponse();
    const { sent } = server({
      [GENERATE]: () => stream.response,
      [CREATE]: () => json(201, anAgenda({ source: 'generated' })),
    });
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title *'), 'Onsite');
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.selectOptions(await screen.findByLabelText('Based on scorecard'), SCORECARD_ID);
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeEnabled();

    await user.click(generate);
    stream.progress('- Introductions (5 min)');
    await waitFor(() => expect(screen.getByLabelText('Content *')).toHaveValue('- Introductions (5 min)'));
    stream.result({ content: '[{"title":"Introductions","duration":5}]', model: 'offline' });
    // The result opens as rows to edit.
    expect(await screen.findByLabelText('Item 1 title')).toHaveValue('Introductions');
    expect(screen.getByLabelText('Item 1 minutes')).toHaveValue(5);

    expect(sent(GENERATE)[0]?.body).toEqual({
      generationPrompt: '',
      jobDescription: '',
      existingScorecardRef: '',
      selectedScorecardId: SCORECARD_ID,
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
    await user.click(submit());
    expect(await screen.findByText('Agenda Created')).toBeInTheDocument();
    expect(sent(CREATE)[0]?.body).toMatchObject({
      source: 'generated',
      selectedScorecardId: SCORECARD_ID,
      content: '[{"title":"Introductions","duration":5}]',
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
  });

  it('does not generate with an invalid time range', async () => {
    const { sent } = server();
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.clear(minField());
    await user.type(minField(), '90');

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(
      await screen.findByText('Maximum time must be greater than or equal to minimum time'),
    ).toBeInTheDocument();
    expect(sent(GENERATE)).toHaveLength(0);
  });

  it('shows "Generation Error" with the spec text when generation fails without a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [GENERATE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));

    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Generation Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate agenda content. Please try again.')).toBeInTheDocument();
  });
});
