import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aTemplateDetail, TEMPLATE_ID } from '../testing/template-fixtures.ts';

const ONE = `GET /api/interview-setup/templates/${TEMPLATE_ID}`;
const PUT = `PUT /api/interview-setup/templates/${TEMPLATE_ID}`;

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

describe('edit interview template', () => {
  it('shows "Template Not Found" with a way back when the load fails', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Template not found') });
    renderApp(`/interview-templates/${TEMPLATE_ID}/edit`);

    expect(await screen.findByRole('heading', { name: 'Template Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The interview template you're trying to edit doesn't exist or you don't have permission to edit it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute(
      'href',
      '/interview-templates',
    );
  });

  it('requires the title, then saves the details and opens the template page', async () => {
    let finish: (response: Response) => void = () => {};
    const { sent } = server({
      [ONE]: () => json(200, aTemplateDetail()),
      [PUT]: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user, location } = renderApp(`/interview-templates/${TEMPLATE_ID}/edit`);

    const title = await screen.findByLabelText('Template Title *');
    expect(screen.getByText('Backend Technical Screen')).toBeInTheDocument();
    expect(screen.getByText('Backend Onsite')).toBeInTheDocument();
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Template title is required')).toBeInTheDocument();
    expect(sent(PUT)).toHaveLength(0);

    await user.type(title, 'Renamed Loop');
    await user.clear(screen.getByLabelText('Rubrik'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    finish(json(200, aTemplateDetail({ title: 'Renamed Loop' })));

    expect(await screen.findByText('Template Updated')).toBeInTheDocument();
    expect(screen.getByText('Your interview template has been successfully updated.')).toBeInTheDocument();
    expect(sent(PUT)[0]?.body).toEqual({
      title: 'Renamed Loop',
      description: 'The full onsite',
      rubrik: null,
    });
    await screen.findByRole('heading', { level: 1, name: 'Backend Loop' });
    expect(location.history.at(-1)).toBe(`/interview-templates/${TEMPLATE_ID}`);
  });

  it('shows "Error" / "Failed to update template. Please try again." when saving fails', async () => {
    server({
      [ONE]: () => json(200, aTemplateDetail()),
      [PUT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, location } = renderApp(`/interview-templates/${TEMPLATE_ID}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update template. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/interview-templates/${TEMPLATE_ID}/edit`);
  });
});
