import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  aJobOpening,
  aPage,
  COMPANY_ID,
  COMPANY_OPTIONS,
  GLOBEX,
  JOB_ID,
  OTHER_COMPANY_ID,
} from '../testing/job-fixtures.ts';

function server(create?: StubHandler, routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/companies/options': () => json(200, COMPANY_OPTIONS),
    [`GET /api/job-openings/${JOB_ID}`]: () => json(200, aJobOpening()),
    [`GET /api/job-openings/${JOB_ID}/stats`]: () =>
      json(200, { total: 0, inReview: 0, offers: 0, hired: 0 }),
    [`GET /api/job-openings/${JOB_ID}/applications?limit=10&offset=0`]: () => json(200, aPage([])),
    ...(create ? { 'POST /api/job-openings': create } : {}),
    ...routes,
  });
}

async function openForm(path = '/jobs/new') {
  const app = renderApp(path);
  await screen.findByLabelText('Company *');
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Create Job Opening' });

describe('add job opening', () => {
  it('asks for a company and a title and sends nothing without them', async () => {
    const { sent } = server();
    const { user } = await openForm();

    await user.click(submit());

    expect(await screen.findByText('Please select a company')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(sent('POST /api/job-openings')).toHaveLength(0);
  });

  it('preselects ?companyId=, defaults to full-time and active, and opens the new job', async () => {
    const { sent } = server(() => json(201, aJobOpening()));
    const { user, location } = await openForm(`/jobs/new?companyId=${OTHER_COMPANY_ID}`);

    expect(screen.getByLabelText('Company *')).toHaveValue(OTHER_COMPANY_ID);
    expect(screen.getByLabelText('Employment Type')).toHaveValue('full-time');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    await user.type(screen.getByLabelText('Job Title *'), 'Rocket Engineer');
    await user.click(submit());

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Job opening created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Engineer' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/jobs/${JOB_ID}`);
    expect(sent('POST /api/job-openings')[0]?.body).toEqual({
      companyId: OTHER_COMPANY_ID,
      title: 'Rocket Engineer',
      description: null,
      requirements: null,
      location: null,
      salaryRange: null,
      employmentType: 'full-time',
      status: 'active',
      dueDate: null,
    });
  });

  it('sends the application deadline as an ISO timestamp', async () => {
    const { sent } = server(() => json(201, aJobOpening()));
    const { user } = await openForm();

    await user.selectOptions(screen.getByLabelText('Company *'), COMPANY_ID);
    await user.type(screen.getByLabelText('Job Title *'), 'Rocket Engineer');
    fireEvent.change(screen.getByLabelText('Application Deadline'), { target: { value: '2026-12-31' } });
    await user.click(submit());

    await screen.findByText('Job opening created successfully');
    expect(sent('POST /api/job-openings')[0]?.body).toMatchObject({ dueDate: '2026-12-31T00:00:00.000Z' });
  });

  it('shows "Error" with the server message when creation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server(() => apiError(404, 'not_found', 'Company was not found'));
    const { user, location } = await openForm(`/jobs/new?companyId=${COMPANY_ID}`);

    await user.type(screen.getByLabelText('Job Title *'), 'Rocket Engineer');
    await user.click(submit());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Company was not found')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/jobs/new?companyId=${COMPANY_ID}`);
  });

  it('searches companies on the server and sends the chosen one', async () => {
    const { sent } = server(() => json(201, aJobOpening()), {
      'GET /api/companies/options?search=glob': () => json(200, [COMPANY_OPTIONS[1]]),
    });
    const { user } = await openForm();

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'glob');
    await waitFor(() => expect(sent('GET /api/companies/options?search=glob')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Acme Corp' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Company *'), 'Globex');
    await user.type(screen.getByLabelText('Job Title *'), 'Rocket Engineer');
    await user.click(submit());

    await screen.findByText('Job opening created successfully');
    expect(sent('POST /api/job-openings')[0]?.body).toMatchObject({ companyId: OTHER_COMPANY_ID });
  });

  it('preselects a ?companyId= company that the first matches do not list, loaded by its id', async () => {
    const { sent } = server(undefined, {
      'GET /api/companies/options': () => json(200, COMPANY_OPTIONS.slice(0, 1)),
      [`GET /api/companies/${OTHER_COMPANY_ID}`]: () => json(200, GLOBEX),
    });
    await openForm(`/jobs/new?companyId=${OTHER_COMPANY_ID}`);

    expect(screen.getByLabelText('Company *')).toHaveValue(OTHER_COMPANY_ID);
    expect(screen.getByRole('option', { name: 'Globex' })).toBeInTheDocument();
    expect(sent(`GET /api/companies/${OTHER_COMPANY_ID}`)).toHaveLength(1);
  });

  it('does not preselect a ?companyId= company that is not the user’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failed lookup is logged by design
    server(undefined, {
      [`GET /api/companies/${OTHER_COMPANY_ID}`]: () => apiError(404, 'not_found', 'Company not found'),
      'GET /api/companies/options': () => json(200, COMPANY_OPTIONS.slice(0, 1)),
    });
    await openForm(`/jobs/new?companyId=${OTHER_COMPANY_ID}`);

    expect(screen.getByLabelText('Company *')).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Unknown company' })).not.toBeInTheDocument();
  });
});
