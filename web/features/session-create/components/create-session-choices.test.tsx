import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { addApplication, chooseCandidate, enterNewCandidate, submitButton } from '../testing/page-steps.ts';
import { renderCreateSession } from '../testing/render-create-session.tsx';
import {
  APPLICATION_ID,
  aSession,
  CANDIDATE_ID,
  COMPANY_ID,
  NEW_APPLICATION_ID,
  NEW_CANDIDATE_ID,
  NEW_JOB_ID,
  SESSION_ID,
  stubServer,
} from '../testing/session-create-fixtures.ts';

const chosenList = () => within(screen.getByRole('list', { name: 'Chosen job applications' }));

describe('create interview session: existing records and failures', () => {
  it("ties the session to the candidate's existing application and creates only what is new", async () => {
    const { requests } = stubServer({
      'POST /api/job-openings': () => json(201, { id: NEW_JOB_ID }),
      'POST /api/applications': () => json(201, { id: NEW_APPLICATION_ID }),
      'POST /api/sessions': () => json(201, aSession()),
    });
    const { user, location } = renderCreateSession();

    await chooseCandidate(user, 'Ada Lovelace');
    await user.click(await screen.findByRole('button', { name: 'Use Rocket Engineer at Acme Corp' }));
    expect(chosenList().getByText('Existing')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use Rocket Engineer at Acme Corp' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Edit Rocket Engineer at Acme Corp' }),
    ).not.toBeInTheDocument();

    await addApplication(user, { title: 'Designer', company: 'Acme Corp' });
    await user.click(screen.getByRole('button', { name: 'Edit Designer at Acme Corp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job Application' }));
    expect(dialog.getByLabelText('Job Title *')).toHaveValue('Designer');
    expect(dialog.getByLabelText('Company *')).toHaveValue(COMPANY_ID);
    await user.type(dialog.getByLabelText('Job Title *'), ' Lead');
    await user.selectOptions(dialog.getByLabelText('Status'), 'Offer');
    await user.click(dialog.getByRole('button', { name: 'Update Application' }));
    expect(chosenList().getByText('Designer Lead at Acme Corp')).toBeInTheDocument();
    expect(chosenList().getByText('Offer')).toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(location.history.at(-1)).toBe(`/sessions/${SESSION_ID}`));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/job-openings', '/api/applications', '/api/sessions']);
    expect(posts[0]?.body).toMatchObject({ title: 'Designer Lead', companyId: COMPANY_ID });
    expect(posts[1]?.body).toMatchObject({
      candidateId: CANDIDATE_ID,
      jobOpeningId: NEW_JOB_ID,
      status: 'offer',
    });
    expect(posts[2]?.body).toMatchObject({
      candidateId: CANDIDATE_ID,
      applicationId: APPLICATION_ID,
      meetingUrl: null,
      videoProvider: null,
      participantMappings: {},
    });
  });

  it("drops the previous candidate's applications when another candidate is chosen and removes on request", async () => {
    stubServer();
    const { user } = renderCreateSession();

    await chooseCandidate(user, 'Ada Lovelace');
    await user.click(await screen.findByRole('button', { name: 'Use Rocket Engineer at Acme Corp' }));
    await addApplication(user, { title: 'Designer', company: 'Create New Company', companyName: 'Initech' });
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Candidate *'), 'Grace Hopper');
    expect(chosenList().queryByText('Rocket Engineer at Acme Corp')).not.toBeInTheDocument();
    expect(chosenList().getByText('Designer at Initech')).toBeInTheDocument();
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Designer at Initech' }));
    expect(screen.getByText('No job applications added.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it("shows 'Creation Failed' with the server's message and reuses the new candidate on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
    let attempts = 0;
    const { sent } = stubServer({
      'POST /api/candidates': () => json(201, { id: NEW_CANDIDATE_ID }),
      'POST /api/sessions': () => {
        attempts += 1;
        return attempts === 1 ? apiError(404, 'not_found', 'Agenda not found') : json(201, aSession());
      },
    });
    const { user, location } = renderCreateSession();

    await enterNewCandidate(user, 'Ada Lovelace');
    await user.click(submitButton());

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Agenda not found')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Create Interview Session');
    expect(location.history.at(-1)).toBe('/sessions/new');

    await user.click(submitButton());
    await waitFor(() => expect(location.history.at(-1)).toBe(`/sessions/${SESSION_ID}`));
    expect(sent('POST /api/candidates')).toHaveLength(1);
    expect(sent('POST /api/sessions').map((r) => r.body)).toEqual([
      expect.objectContaining({ candidateId: NEW_CANDIDATE_ID }),
      expect.objectContaining({ candidateId: NEW_CANDIDATE_ID }),
    ]);
  });

  it("falls back to 'Failed to create session' when there is no server message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({
      'POST /api/sessions': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderCreateSession();

    await chooseCandidate(user, 'Ada Lovelace');
    await user.click(submitButton());

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create session')).toBeInTheDocument();
  });

  it('creates the session when the meeting link detection fails, reading the link itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent } = stubServer({
      'POST /api/video-providers/detect': () => apiError(500, 'internal', 'Internal error'),
      'POST /api/sessions': () => json(201, aSession()),
    });
    const { user, location } = renderCreateSession();

    await chooseCandidate(user, 'Ada Lovelace');
    await user.type(screen.getByLabelText('Meeting URL'), 'https://zoom.us/j/123456789?pwd=abc');
    await user.click(submitButton());

    await waitFor(() => expect(location.history.at(-1)).toBe(`/sessions/${SESSION_ID}`));
    expect(sent('POST /api/video-providers/detect')).toHaveLength(1);
    expect(sent('POST /api/sessions')[0]?.body).toMatchObject({
      meetingUrl: 'https://zoom.us/j/123456789?pwd=abc',
      videoProvider: 'zoom',
      meetingId: null,
      zoomMeetingId: '123456789',
    });
  });
});
