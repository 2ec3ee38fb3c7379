import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aCompany, aPage, COMPANY_ID } from '../testing/company-fixtures.ts';

function server(create?: StubHandler) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    [`GET /api/companies/${COMPANY_ID}`]: () => json(200, aCompany({ name: 'Initech' })),
    [`GET /api/companies/${COMPANY_ID}/stats`]: () =>
      json(200, { activeJobOpenings: 0, totalJobOpenings: 0 }),
    [`GET /api/companies/${COMPANY_ID}/job-openings?limit=10&offset=0`]: () => json(200, aPage([])),
    'GET /api/companies?limit=24&offset=0': () => json(200, aPage([])),
    ...(create ? { 'POST /api/companies': create } : {}),
  });
}

async function openForm() {
  const app = renderApp('/companies/new');
  await screen.findByRole('heading', { level: 1, name: 'Add Company' });
  return app;
}

describe('add company', () => {
  it('requires the company name and sends nothing without it', async () => {
    const { sent } = server();
    const { user } = await openForm();

    await user.type(screen.getByLabelText('Contact Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST /api/companies')).toHaveLength(0);
  });

  it('creates the company, confirms it and opens its page', async () => {
    const { sent } = server(() => json(201, aCompany({ name: 'Initech' })));
    const { user, location } = await openForm();

    await user.type(screen.getByLabelText('Company Name *'), '  Initech ');
    await user.type(screen.getByLabelText('Industry'), 'Software');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Company Created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Initech' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/companies/${COMPANY_ID}`);
    expect(sent('POST /api/companies')[0]?.body).toEqual({
      name: 'Initech',
      industry: 'Software',
      description: null,
      website: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      location: null,
    });
  });

  it('shows "Creation Failed" with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server(() => apiError(400, 'validation_failed', 'Company name is required'));
    const { user, location } = await openForm();

    await user.type(screen.getByLabelText('Company Name *'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/companies/new');
  });

  it('falls back to "Failed to create company" when the server gives no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openForm();

    await user.type(screen.getByLabelText('Company Name *'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create company')).toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    server();
    const { user, location } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(location.history.at(-1)).toBe('/companies');
  });
});
