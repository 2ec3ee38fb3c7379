import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  APPLICATION_ID,
  aJobOpening,
  anApplication,
  aPage,
  COMPANY_ID,
  COMPANY_OPTIONS,
  JOB_ID,
} from '../testing/job-fixtures.ts';

const DETAIL = `/api/job-openings/${JOB_ID}`;

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/companies/options': () => json(200, COMPANY_OPTIONS),
    [`GET ${DETAIL}`]: () => json(200, aJobOpening({ overdue: true })),
    [`GET ${DETAIL}/stats`]: () => json(200, { total: 4, inReview: 2, offers: 1, hired: 0 }),
    [`GET ${DETAIL}/applications?limit=10&offset=0`]: () => json(200, aPage([anApplication()], 1, 0, 10)),
    ...routes,
  });
}

const stat = (label: string) => screen.getByText(label).nextElementSibling;

describe('job opening detail', () => {
  it('shows the job, its applications, quick actions and statistics', async () => {
    server();
    renderApp(`/jobs/${JOB_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Engineer' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Job Details' });
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(within(details).getByText('Full-time')).toBeInTheDocument();
    expect(within(details).getByText('Overdue')).toBeInTheDocument();
    expect(within(details).getByText('Application Deadline').nextElementSibling).toHaveTextContent(
      'Nov 22, 2026',
    );
    expect(within(details).getByText('5 years of rocketry')).toBeInTheDocument();
    expect(within(details).getByText('$120k – $150k')).toBeInTheDocument();
    expect(within(details).getByText('Posted').nextElementSibling).toHaveTextContent('Oct 1, 2026');

    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/applications/${APPLICATION_ID}`,
    );
    expect(within(applications).getByText('Interviewing')).toHaveAttribute('data-colour', 'orange');
    for (const link of screen.getAllByRole('link', { name: 'Add Application' })) {
      expect(link).toHaveAttribute('href', `/applications/new?jobId=${JOB_ID}`);
    }
    expect(screen.getByRole('link', { name: 'View Company' })).toHaveAttribute(
      'href',
      `/companies/${COMPANY_ID}`,
    );
    expect(stat('Total Applications')).toHaveTextContent('4');
    expect(stat('In Review')).toHaveTextContent('2');
    expect(stat('Offers Extended')).toHaveTextContent('1');
    expect(stat('Hired')).toHaveTextContent('0');
  });

  it('says when the job opening is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`GET ${DETAIL}`]: () => apiError(404, 'not_found', 'Not found') });
    renderApp(`/jobs/${JOB_ID}`);

    expect(await screen.findByText('Job opening not found or failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Openings' })).toHaveAttribute('href', '/jobs');
  });

  it('opens /edit in edit mode and returns to the detail page after saving', async () => {
    let job = aJobOpening();
    const { sent } = server({
      [`GET ${DETAIL}`]: () => json(200, job),
      [`PUT ${DETAIL}`]: () => {
        job = aJobOpening({ status: 'paused', dueDate: null });
        return json(200, job);
      },
    });
    const { user, location } = renderApp(`/jobs/${JOB_ID}/edit`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job Opening' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Application Deadline')).toHaveValue('2026-11-22');
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await user.clear(screen.getByLabelText('Application Deadline'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Job opening updated successfully')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/jobs/${JOB_ID}`);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(sent(`PUT ${DETAIL}`)[0]?.body).toMatchObject({
      companyId: COMPANY_ID,
      status: 'paused',
      dueDate: null,
    });
  });

  it('shows "Error" with the server message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`PUT ${DETAIL}`]: () => apiError(400, 'validation_failed', 'Job title is required') });
    const { user } = renderApp(`/jobs/${JOB_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
  });
});
