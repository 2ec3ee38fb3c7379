import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aCompany, aJobOpening, aPage, COMPANY_ID, JOB_ID } from '../testing/company-fixtures.ts';

const DETAIL = `/api/companies/${COMPANY_ID}`;

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    [`GET ${DETAIL}`]: () => json(200, aCompany()),
    [`GET ${DETAIL}/stats`]: () => json(200, { activeJobOpenings: 2, totalJobOpenings: 5 }),
    [`GET ${DETAIL}/job-openings?limit=10&offset=0`]: () =>
      json(200, aPage([aJobOpening({ overdue: true })], 1, 0, 10)),
    ...routes,
  });
}

const stat = (label: string) => screen.getByText(label).nextElementSibling;

describe('company detail', () => {
  it('shows the company, its job openings, quick actions and statistics', async () => {
    server();
    renderApp(`/companies/${COMPANY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Company Information' });
    expect(within(info).getByText('1 Desert Road')).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Job Openings' });
    expect(await within(jobs).findByRole('link', { name: 'Rocket Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(within(jobs).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Job Opening' })).toHaveAttribute(
      'href',
      `/jobs/new?companyId=${COMPANY_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute(
      'href',
      `/jobs?companyId=${COMPANY_ID}`,
    );
    expect(stat('Active Job Openings')).toHaveTextContent('2');
    expect(stat('Total Job Openings')).toHaveTextContent('5');
  });

  it('says when the company is not found, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`GET ${DETAIL}`]: () => apiError(404, 'not_found', 'Company not found') });
    renderApp(`/companies/${COMPANY_ID}`);

    expect(await screen.findByText('Company not found or failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute('href', '/companies');
  });

  it('edits inline and returns to the view on Cancel', async () => {
    server();
    const { user } = renderApp(`/companies/${COMPANY_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Company' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name *')).toHaveValue('Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
  });

  it('opens /edit in edit mode and returns to the detail page after saving', async () => {
    let company = aCompany();
    const { sent } = server({
      [`GET ${DETAIL}`]: () => json(200, company),
      [`PUT ${DETAIL}`]: ({ body }) => {
        company = aCompany({ name: 'Acme Rockets' });
        return json(200, { ...company, ...(body as object) });
      },
    });
    const { user, location } = renderApp(`/companies/${COMPANY_ID}/edit`);

    const name = await screen.findByLabelText('Company Name *');
    await user.clear(name);
    await user.type(name, 'Acme Rockets');
    await user.clear(screen.getByLabelText('Website'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Company Updated')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/companies/${COMPANY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rockets' })).toBeInTheDocument();
    expect(sent(`PUT ${DETAIL}`)[0]?.body).toMatchObject({ name: 'Acme Rockets', website: null });
  });

  it('shows "Update Failed" with the server message and stays in the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`PUT ${DETAIL}`]: () => apiError(400, 'validation_failed', 'Website is too long') });
    const { user } = renderApp(`/companies/${COMPANY_ID}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Website is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name *')).toBeInTheDocument();
  });
});
