import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ndjsonResponse } from '#web/components/ai-generation/testing/ndjson-response.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aScorecard, OFFLINE_MODELS } from '../testing/scorecard-fixtures.ts';

const GENERATE = 'POST /api/interview-setup/scorecards/generate';
const CREATE = 'POST /api/interview-setup/scorecards';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, []),
    ...routes,
  });
}

async function openForm() {
  const app = renderApp('/scorecards/new');
  await screen.findByRole('heading', { level: 1, name: 'Create Scorecard' });
  return app;
}

const content = () => screen.getByLabelText('Content *');
const generateButton = () => screen.getByRole('button', { name: 'Generate' });

describe('create scorecard', () => {
  it('requires a title and content and sends nothing without them', async () => {
    const { sent } = server();
    const { user } = await openForm();

    await user.type(content(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Scorecard' }));

    expect(await screen.findByText('Please provide a title for your scorecard')).toBeInTheDocument();
    expect(screen.getByText('Please provide content for your scorecard')).toBeInTheDocument();
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(sent(CREATE)).toHaveLength(0);
  });

  it('keeps Generate disabled until a prompt, job description or reference is filled', async () => {
    server();
    const { user } = await openForm();
    expect(screen.queryByLabelText('Generation Prompt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));

    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Job Description'), '  ');
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Existing Scorecard Reference'), 'Old scorecard');
    expect(generateButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Existing Scorecard Reference'));
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Generation Prompt'), 'Senior backend');
    expect(generateButton()).toBeEnabled();
  });

  it('streams the draft into the content, then saves it as a generated scorecard', async () => {
    const stream = ndjsonResponse();
    const { sent } = server({
      [GENERATE]: () => stream.response,
      [CREATE]: () => json(201, aScorecard({ source: 'generated' })),
    });
    const { user, location } = await openForm();
    await user.type(screen.getByLabelText('Title *'), 'Backend Screen');
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.type(screen.getByLabelText('Generation Prompt'), 'Senior backend engineer');

    await user.click(generateButton());
    stream.progress('Technical Skills');

    await waitFor(() => expect(content()).toHaveValue('Technical Skills'));
    expect(content()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    stream.result({ content: 'Technical Skills\n- Designs APIs', model: 'offline' });

    await waitFor(() => expect(content()).toHaveValue('Technical Skills\n- Designs APIs'));
    expect(content()).not.toHaveAttribute('readonly');
    const request = sent(GENERATE)[0];
    expect(request?.body).toEqual({
      generationPrompt: 'Senior backend engineer',
      jobDescription: '',
      existingScorecardRef: '',
    });
    expect(request?.init?.credentials).toBe('include');
    expect(request?.init?.headers).toMatchObject({
      Accept: 'application/x-ndjson',
      'Content-Type': 'application/json',
    });

    await user.click(screen.getByRole('button', { name: 'Create Scorecard' }));

    expect(await screen.findByText('Scorecard Created')).toBeInTheDocument();
    expect(sent(CREATE)[0]?.body).toEqual({
      title: 'Backend Screen',
      description: null,
      content: 'Technical Skills\n- Designs APIs',
      source: 'generated',
      generationPrompt: 'Senior backend engineer',
      jobDescription: null,
      existingScorecardRef: null,
    });
    expect(location.history.at(-1)).toBe('/scorecards');
  });

  it('shows "Generation Error" when the stream reports a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const stream = ndjsonResponse();
    server({ [GENERATE]: () => stream.response });
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.type(screen.getByLabelText('Generation Prompt'), 'Anything');

    await user.click(generateButton());
    stream.progress('Tech');
    stream.error('ai_unavailable', 'Failed to generate scorecard content. Please try again.');

    expect(await screen.findByText('Generation Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate scorecard content. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(generateButton()).toBeEnabled());
  });

  it('saves a manual scorecard without generation inputs', async () => {
    const { sent } = server({ [CREATE]: () => json(201, aScorecard()) });
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title *'), 'Values');
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.type(screen.getByLabelText('Generation Prompt'), 'ignored');
    await user.click(screen.getByRole('switch', { name: 'Generate with AI' }));
    await user.type(content(), 'Ownership');

    await user.click(screen.getByRole('button', { name: 'Create Scorecard' }));

    await screen.findByText('Scorecard Created');
    expect(sent(CREATE)[0]?.body).toMatchObject({ source: 'manual', generationPrompt: null });
  });
});
