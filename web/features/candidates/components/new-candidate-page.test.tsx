import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aCandidate, CANDIDATE_ID } from '../testing/candidate-fixtures.ts';

function server(create?: StubHandler) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    [`GET /api/candidates/${CANDIDATE_ID}`]: () => json(200, aCandidate()),
    [`GET /api/candidates/${CANDIDATE_ID}/stats`]: () =>
      json(200, { total: 0, inProgress: 0, offers: 0, hired: 0 }),
    [`GET /api/applications/candidate/${CANDIDATE_ID}`]: () => json(200, []),
    ...(create ? { 'POST /api/candidates': create } : {}),
  });
}

async function openForm() {
  const app = renderApp('/candidates/new');
  await screen.findByRole('heading', { level: 1, name: 'Add Candidate' });
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Create Candidate' });

describe('add candidate', () => {
  it('shows the spec messages for missing names and a bad e-mail and sends nothing', async () => {
    const { sent } = server();
    const { user } = await openForm();

    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(submit());

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(sent('POST /api/candidates')).toHaveLength(0);
  });

  it('sends comma-separated skills as a list and opens the new candidate', async () => {
    const { sent } = server(() => json(201, aCandidate()));
    const { user, location } = await openForm();

    await user.type(screen.getByLabelText('First Name *'), 'Ada');
    await user.type(screen.getByLabelText('Last Name *'), 'Lovelace');
    await user.type(screen.getByLabelText('Skills'), 'Mathematics, Algorithms,, mathematics ');
    await user.click(submit());

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Candidate created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/candidates/${CANDIDATE_ID}`);
    expect(sent('POST /api/candidates')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: null,
      phone: null,
      location: null,
      linkedinUrl: null,
      portfolioUrl: null,
      currentCompany: null,
      currentTitle: null,
      experienceLevel: null,
      summary: null,
      skills: ['Mathematics', 'Algorithms'],
      education: null,
      workExperience: null,
      resumeText: null,
      fileAttachments: [],
    });
  });

  it('sends the chosen experience level', async () => {
    const { sent } = server(() => json(201, aCandidate()));
    const { user } = await openForm();

    await user.type(screen.getByLabelText('First Name *'), 'Ada');
    await user.type(screen.getByLabelText('Last Name *'), 'Lovelace');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'executive');
    await user.click(submit());

    await screen.findByText('Candidate created successfully');
    expect(sent('POST /api/candidates')[0]?.body).toMatchObject({ experienceLevel: 'executive' });
  });

  it('shows "Error" with the server message when creation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server(() => apiError(400, 'validation_failed', 'Please enter a valid email'));
    const { user } = await openForm();

    await user.type(screen.getByLabelText('First Name *'), 'Ada');
    await user.type(screen.getByLabelText('Last Name *'), 'Lovelace');
    await user.click(submit());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });
});
