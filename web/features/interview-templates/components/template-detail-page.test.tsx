import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { AGENDA_ID, aTemplateDetail, SCORECARD_ID, TEMPLATE_ID } from '../testing/template-fixtures.ts';

const ONE = `GET /api/interview-setup/templates/${TEMPLATE_ID}`;

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

describe('interview template view', () => {
  it('shows the template with links to its scorecard and agenda, the time range and Edit', async () => {
    server({ [ONE]: () => json(200, aTemplateDetail()) });
    renderApp(`/interview-templates/${TEMPLATE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Loop' })).toBeInTheDocument();
    expect(screen.getByText('Weigh design over trivia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Scorecard/ })).toHaveAttribute(
      'href',
      `/scorecards/${SCORECARD_ID}`,
    );
    expect(screen.getByRole('link', { name: /View Agenda/ })).toHaveAttribute(
      'href',
      `/agendas/${AGENDA_ID}`,
    );
    expect(screen.getByText('45–90 min')).toBeInTheDocument();
    expect(screen.getByText('System design')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/interview-templates/${TEMPLATE_ID}/edit`,
    );
  });

  it('says "Template Not Found" when the template cannot be loaded', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Template not found') });
    renderApp(`/interview-templates/${TEMPLATE_ID}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Template Not Found' })).toBeInTheDocument();
  });
});
