import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  APPLICATION_ID,
  anApplication,
  CANDIDATE_ID,
  CANDIDATE_OPTIONS,
  COMPANY_ID,
  JOB_ID,
  JOB_OPTIONS,
} from '../testing/application-fixtures.ts';

const DETAIL = `/api/applications/${APPLICATION_ID}`;

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/candidates/options': () => json(200, CANDIDATE_OPTIONS),
    'GET /api/job-openings/options': () => json(200, JOB_OPTIONS),
    [`GET ${DETAIL}`]: () => json(200, anApplication()),
    ...routes,
  });
}

describe('application detail', () => {
  it('shows the application read-only with links to the candidate, job and company', async () => {
    server();
    renderApp(`/applications/${APPLICATION_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Application Details' });
    expect(within(details).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/candidates/${CANDIDATE_ID}`,
    );
    expect(within(details).getByRole('link', { name: 'Rocket Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(within(details).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      `/companies/${COMPANY_ID}`,
    );
    expect(within(details).getByText('Applied', { selector: '[data-slot="badge"]' })).toHaveAttribute(
      'data-colour',
      'blue',
    );
    expect(within(details).getByText('Applied Date').nextElementSibling).toHaveTextContent('Nov 22, 2026');
    expect(within(details).getByText('Strong portfolio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('switches to the edit form and back with Cancel', async () => {
    server();
    const { user } = renderApp(`/applications/${APPLICATION_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Candidate *')).toHaveValue(CANDIDATE_ID);
    expect(screen.getByLabelText('Application Date')).toHaveValue('2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Candidate *')).not.toBeInTheDocument();
  });

  it('opens /edit in edit mode and returns to the detail page after saving', async () => {
    let application = anApplication();
    const { sent } = server({
      [`GET ${DETAIL}`]: () => json(200, application),
      [`PUT ${DETAIL}`]: () => {
        application = anApplication({ status: 'rejected', notes: null });
        return json(200, application);
      },
    });
    const { user, location } = renderApp(`/applications/${APPLICATION_ID}/edit`);

    await user.selectOptions(await screen.findByLabelText('Status'), 'rejected');
    await user.clear(screen.getByLabelText('Notes'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByText('Rejected', { selector: '[data-slot="badge"]' })).toHaveAttribute(
      'data-colour',
      'red',
    );
    expect(sent(`PUT ${DETAIL}`)[0]?.body).toEqual({
      candidateId: CANDIDATE_ID,
      jobOpeningId: JOB_ID,
      status: 'rejected',
      source: 'LinkedIn',
      notes: null,
      applicationDate: '2026-11-22T00:00:00.000Z',
    });
  });

  it('shows "Error" with the server message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`PUT ${DETAIL}`]: () => apiError(400, 'validation_failed', 'Please select a job opening') });
    const { user } = renderApp(`/applications/${APPLICATION_ID}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please select a job opening')).toBeInTheDocument();
  });

  it('says when the application is not found, with a link back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`GET ${DETAIL}`]: () => apiError(404, 'not_found', 'Not found') });
    renderApp(`/applications/${APPLICATION_ID}`);

    expect(await screen.findByText('Application not found or failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });
});
