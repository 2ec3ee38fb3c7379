import { screen, waitFor } from '@testing-library/react';
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
  OTHER_CANDIDATE_ID,
  OTHER_JOB_ID,
} from '../testing/application-fixtures.ts';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/candidates/options': () => json(200, CANDIDATE_OPTIONS),
    'GET /api/job-openings/options': () => json(200, JOB_OPTIONS),
    [`GET /api/candidates/${CANDIDATE_ID}`]: () =>
      json(200, {
        id: CANDIDATE_ID,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: null,
        phone: null,
        location: null,
        linkedinUrl: null,
        currentCompany: null,
        currentTitle: null,
        experienceLevel: null,
        summary: null,
        resumeText: null,
        skills: [],
        education: null,
        workExperience: null,
        portfolioUrl: null,
        fileAttachments: [],
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
      }),
    [`GET /api/applications/${APPLICATION_ID}`]: () => json(200, anApplication()),
    ...routes,
  });
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const submit = () => screen.getByRole('button', { name: 'Create Application' });

describe('new application', () => {
  it('asks for a candidate and a job opening and sends nothing without them', async () => {
    const { sent } = server();
    const { user } = renderApp('/applications/new');

    await user.click(await screen.findByRole('button', { name: 'Create Application' }));

    expect(await screen.findByText('Please select a candidate')).toBeInTheDocument();
    expect(screen.getByText('Please select a job opening')).toBeInTheDocument();
    expect(sent('POST /api/applications')).toHaveLength(0);
  });

  it('prefills from ?candidateId= and ?jobId=, defaults to applied today, and opens the new application', async () => {
    const { sent } = server({ 'POST /api/applications': () => json(201, anApplication()) });
    const { user, location } = renderApp(`/applications/new?candidateId=${CANDIDATE_ID}&jobId=${JOB_ID}`);

    const candidate = await screen.findByLabelText('Candidate *');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument());
    expect(candidate).toHaveValue(CANDIDATE_ID);
    await waitFor(() => expect(screen.getByLabelText('Job Opening *')).toHaveValue(JOB_ID));
    expect(screen.getByRole('option', { name: 'Rocket Engineer — Acme Corp' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('applied');
    expect(screen.getByLabelText('Application Date')).toHaveValue(localToday());
    await user.type(screen.getByLabelText('Source'), 'Referral');
    await user.click(submit());

    expect(await screen.findByText('Application created successfully')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(sent('POST /api/applications')[0]?.body).toEqual({
      candidateId: CANDIDATE_ID,
      jobOpeningId: JOB_ID,
      status: 'applied',
      source: 'Referral',
      notes: null,
      applicationDate: new Date(localToday()).toISOString(),
    });
  });

  it('searches candidates on the server and sends the chosen ones', async () => {
    const { sent } = server({
      'GET /api/candidates/options?search=grace': () => json(200, CANDIDATE_OPTIONS.slice(0, 1)),
      'POST /api/applications': () => json(201, anApplication()),
    });
    const { user } = renderApp('/applications/new');

    await user.type(await screen.findByRole('searchbox', { name: 'Search candidates' }), 'grace');
    await waitFor(() => expect(sent('GET /api/candidates/options?search=grace')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Alan Turing' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Candidate *'), OTHER_CANDIDATE_ID);
    await user.selectOptions(screen.getByLabelText('Job Opening *'), OTHER_JOB_ID);
    await user.selectOptions(screen.getByLabelText('Status'), 'screening');
    await user.click(submit());

    await screen.findByText('Application created successfully');
    expect(sent('POST /api/applications')[0]?.body).toMatchObject({
      candidateId: OTHER_CANDIDATE_ID,
      jobOpeningId: OTHER_JOB_ID,
      status: 'screening',
    });
  });

  it('searches job openings on the server and keeps the chosen one listed after another search', async () => {
    const { sent } = server({
      'GET /api/job-openings/options?search=globex': () => json(200, JOB_OPTIONS.slice(1)),
      'GET /api/job-openings/options?search=rocket': () => json(200, JOB_OPTIONS.slice(0, 1)),
      [`GET /api/job-openings/${OTHER_JOB_ID}`]: () =>
        json(200, {
          id: OTHER_JOB_ID,
          companyId: COMPANY_ID,
          companyName: 'Globex',
          title: 'Anvil Tester',
          description: null,
          requirements: null,
          location: null,
          salaryRange: null,
          employmentType: 'full-time',
          status: 'active',
          dueDate: null,
          overdue: false,
          createdAt: '2026-11-22T10:00:00.000Z',
          updatedAt: '2026-11-22T10:00:00.000Z',
        }),
      'POST /api/applications': () => json(201, anApplication()),
    });
    const { user } = renderApp(`/applications/new?candidateId=${CANDIDATE_ID}`);
    const search = await screen.findByRole('searchbox', { name: 'Search job openings' });
    const job = screen.getByLabelText('Job Opening *');
    expect(job).toHaveAttribute('aria-required', 'true');

    await user.type(search, 'globex');
    await waitFor(() => expect(sent('GET /api/job-openings/options?search=globex')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Rocket Engineer — Acme Corp' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(job, OTHER_JOB_ID);
    await user.clear(search);
    await user.type(search, 'rocket');
    await waitFor(() => expect(sent('GET /api/job-openings/options?search=rocket')).toHaveLength(1));
    expect(await screen.findByRole('option', { name: 'Anvil Tester — Globex' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rocket Engineer — Acme Corp' })).toBeInTheDocument();
    expect(job).toHaveValue(OTHER_JOB_ID);
    await user.click(submit());

    await screen.findByText('Application created successfully');
    expect(sent('POST /api/applications')[0]?.body).toMatchObject({ jobOpeningId: OTHER_JOB_ID });
  });

  it('shows "Error" with the server message when creation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ 'POST /api/applications': () => apiError(404, 'not_found', 'Job opening not found') });
    const { user, location } = renderApp(`/applications/new?candidateId=${CANDIDATE_ID}&jobId=${JOB_ID}`);

    await waitFor(() => expect(screen.getByLabelText('Job Opening *')).toHaveValue(JOB_ID));
    await user.click(submit());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Job opening not found')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/applications/new?candidateId=${CANDIDATE_ID}&jobId=${JOB_ID}`);
  });
});
