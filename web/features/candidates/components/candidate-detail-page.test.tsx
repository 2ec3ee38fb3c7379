import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { APPLICATION_ID, aCandidate, anApplication, CANDIDATE_ID } from '../testing/candidate-fixtures.ts';

const DETAIL = `/api/candidates/${CANDIDATE_ID}`;

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    [`GET ${DETAIL}`]: () => json(200, aCandidate()),
    [`GET ${DETAIL}/stats`]: () => json(200, { total: 3, inProgress: 1, offers: 1, hired: 1 }),
    [`GET /api/applications/candidate/${CANDIDATE_ID}`]: () => json(200, [anApplication()]),
    ...routes,
  });
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('candidate detail', () => {
  it('shows the profile, applications, quick actions, attachments and summary', async () => {
    server();
    renderApp(`/candidates/${CANDIDATE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Senior Level')).toBeInTheDocument();
    expect(within(personal).getByText('London')).toBeInTheDocument();
    const background = screen.getByRole('region', { name: 'Skills & Experience' });
    expect(within(background).getByText('Music')).toBeInTheDocument();
    expect(within(background).getByText('Home schooled')).toBeInTheDocument();
    expect(within(background).getByText('Notes on the Analytical Engine')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resume' })).toHaveTextContent('Wrote the first algorithm.');

    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByRole('link', { name: 'Rocket Engineer' })).toHaveAttribute(
      'href',
      `/applications/${APPLICATION_ID}`,
    );
    expect(within(applications).getByText('Acme Corp · Remote')).toBeInTheDocument();
    expect(within(applications).getByText('Offer')).toHaveAttribute('data-colour', 'purple');
    expect(within(applications).getByRole('listitem')).toHaveTextContent(
      'Applied Oct 10, 2026 · Source: Referral',
    );

    for (const link of screen.getAllByRole('link', { name: 'Add Application' })) {
      expect(link).toHaveAttribute('href', `/applications/new?candidateId=${CANDIDATE_ID}`);
    }
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    const files = screen.getByRole('region', { name: 'File Attachments' });
    expect(within(files).getByRole('link', { name: /ada-cv\.pdf/ })).toHaveAttribute('target', '_blank');
    expect(stat('Total')).toHaveTextContent('3');
    expect(stat('In Progress')).toHaveTextContent('1');
    expect(stat('Offers Received')).toHaveTextContent('1');
    expect(stat('Hired')).toHaveTextContent('1');
  });

  it('says when the candidate is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`GET ${DETAIL}`]: () => apiError(404, 'not_found', 'Not found') });
    renderApp(`/candidates/${CANDIDATE_ID}`);

    expect(await screen.findByText('Candidate not found or failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Candidates' })).toHaveAttribute('href', '/candidates');
  });

  it('opens /edit in edit mode, keeps the attachments and returns to the detail page', async () => {
    const { sent } = server({ [`PUT ${DETAIL}`]: () => json(200, aCandidate()) });
    const { user, location } = renderApp(`/candidates/${CANDIDATE_ID}/edit`);

    expect(await screen.findByLabelText('Skills')).toHaveValue(
      'Mathematics, Algorithms, Writing, Poetry, Music',
    );
    expect(screen.getByLabelText('Experience Level')).toHaveValue('senior-level');
    await user.clear(screen.getByLabelText('Current Title'));
    await user.type(screen.getByLabelText('Current Title'), 'Countess');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Candidate updated successfully')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/candidates/${CANDIDATE_ID}`);
    expect(sent(`PUT ${DETAIL}`)[0]?.body).toMatchObject({
      currentTitle: 'Countess',
      experienceLevel: 'senior-level',
      skills: ['Mathematics', 'Algorithms', 'Writing', 'Poetry', 'Music'],
      fileAttachments: ['https://files.example/cv/ada-cv.pdf'],
    });
  });

  it('shows "Error" with the server message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({ [`PUT ${DETAIL}`]: () => apiError(400, 'validation_failed', 'Last name is required') });
    const { user } = renderApp(`/candidates/${CANDIDATE_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });
});
