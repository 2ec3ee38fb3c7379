import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#web/test/fetch-stub.ts';
import { addApplication, enterNewCandidate, submitButton } from '../testing/page-steps.ts';
import { renderCreateSession } from '../testing/render-create-session.tsx';
import {
  AGENDA_ID,
  APPLICATION_ID,
  aSession,
  CANDIDATE_ID,
  JOB_ID,
  NEW_APPLICATION_ID,
  NEW_CANDIDATE_ID,
  NEW_COMPANY_ID,
  NEW_JOB_ID,
  OTHER_SCORECARD_ID,
  SCORECARD_ID,
  SESSION_ID,
  stubServer,
  TEMPLATE_ID,
} from '../testing/session-create-fixtures.ts';

const CANDIDATE_REQUIRED = 'Please select a candidate or create a new one';

describe('create interview session', () => {
  it('links back to the sessions and asks for a candidate before sending anything', async () => {
    const { sent, requests } = stubServer();
    const { user } = renderCreateSession();

    expect(screen.getByRole('heading', { level: 1, name: 'Create Interview Session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
    await user.click(submitButton());
    expect(await screen.findByText(CANDIDATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Candidate *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Candidate *')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Candidate *'), 'Create New Candidate');
    await user.click(submitButton());
    expect(screen.getByText(CANDIDATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Candidate Full Name *')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Candidate Full Name *'), 'Cher');
    expect(screen.getByText("Please enter the candidate's first and last name")).toBeInTheDocument();
    await user.click(submitButton());
    await user.type(screen.getByLabelText('Candidate Full Name *'), ' Sarkisian');
    expect(screen.queryByText("Please enter the candidate's first and last name")).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(sent('POST /api/sessions')).toHaveLength(0);
  });

  it('checks the meeting URL when it is left and reads Zoom and Google Meet links', async () => {
    const { requests } = stubServer();
    const { user } = renderCreateSession();
    const url = screen.getByLabelText('Meeting URL');

    await user.type(url, 'https://zoom.us/s/123');
    expect(screen.queryByText('Please enter a valid Zoom or Google Meet URL')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid Zoom or Google Meet URL')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, 'https://us02web.zoom.us/j/85512345678?pwd=x');
    expect(screen.queryByText('Please enter a valid Zoom or Google Meet URL')).not.toBeInTheDocument();
    expect(screen.getByText('Zoom meeting 85512345678')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://meet.google.com/abc-defg-hij');
    expect(screen.getByText('Google Meet abc-defg-hij')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://meet.google.com/ABC-DEFG-HIJ');
    expect(screen.getByText('Please enter a valid Zoom or Google Meet URL')).toBeInTheDocument();

    await enterNewCandidate(user, 'Ada Lovelace');
    await user.click(submitButton());
    expect(url).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('searches candidates on the server', async () => {
    const { sent } = stubServer({
      'GET /api/candidates/options?search=grace': () =>
        json(200, [{ id: CANDIDATE_ID, firstName: 'Grace', lastName: 'Hopper' }]),
    });
    const { user } = renderCreateSession();

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'grace');
    await waitFor(() => expect(sent('GET /api/candidates/options?search=grace')).toHaveLength(1));
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('creates the candidate, company, job opening and applications, then the session, and opens it', async () => {
    let releaseSession: (response: Response) => void = () => {};
    let applications = 0;
    const { requests } = stubServer({
      'POST /api/candidates': () => json(201, { id: NEW_CANDIDATE_ID }),
      'POST /api/companies': () => json(201, { id: NEW_COMPANY_ID }),
      'POST /api/job-openings': () => json(201, { id: NEW_JOB_ID }),
      'POST /api/applications': () => {
        applications += 1;
        return json(201, { id: applications === 1 ? NEW_APPLICATION_ID : APPLICATION_ID });
      },
      'POST /api/video-providers/detect': () =>
        json(200, { provider: 'google_meet', meetingId: 'abc-defg-hij' }),
      'POST /api/sessions': () =>
        new Promise<Response>((resolve) => {
          releaseSession = resolve;
        }),
    });
    const { user, location } = renderCreateSession();

    await enterNewCandidate(user, '  Ada King Lovelace ');
    await addApplication(user, {
      title: 'Designer',
      company: 'Create New Company',
      companyName: 'Initech',
      status: 'Interviewing',
      notes: 'Met at a conference',
    });
    await addApplication(user, { job: 'Rocket Engineer at Acme Corp' });
    await screen.findByRole('option', { name: 'Backend Onsite' });
    await user.selectOptions(screen.getByLabelText('Interview Template'), 'Backend Onsite');
    expect(screen.getByLabelText('Scorecard')).toHaveValue(SCORECARD_ID);
    expect(screen.getByLabelText('Agenda')).toHaveValue(AGENDA_ID);
    await user.selectOptions(screen.getByLabelText('Scorecard'), 'Culture Scorecard');
    await user.type(screen.getByLabelText('Meeting URL'), 'https://meet.google.com/abc-defg-hij');
    await user.type(screen.getByLabelText('Participant Name'), 'Alice Martin');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByText('Ada King Lovelace (new)')).toBeInTheDocument();
    expect(preview.getByText(/Designer at Initech · Interviewing \(new\)/)).toHaveTextContent(
      'linked to this session',
    );
    expect(preview.getByText(/Rocket Engineer at Acme Corp · Applied/)).toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Creating Session...'));
    expect(submitButton()).toBeDisabled();
    releaseSession(json(201, aSession({ id: SESSION_ID })));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/sessions/${SESSION_ID}`));

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([
      '/api/candidates',
      '/api/companies',
      '/api/job-openings',
      '/api/applications',
      '/api/applications',
      '/api/video-providers/detect',
      '/api/sessions',
    ]);
    const [candidate, company, job, first, second, detect, session] = posts.map((r) => r.body);
    expect(candidate).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: null,
      phone: null,
      location: null,
    });
    expect(company).toEqual({ name: 'Initech', description: null, website: null, location: null });
    expect(job).toEqual({
      title: 'Designer',
      description: null,
      requirements: null,
      location: null,
      salaryRange: null,
      employmentType: 'full-time',
      companyId: NEW_COMPANY_ID,
    });
    expect(first).toEqual({
      candidateId: NEW_CANDIDATE_ID,
      jobOpeningId: NEW_JOB_ID,
      status: 'interviewing',
      notes: 'Met at a conference',
      source: null,
      applicationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(second).toMatchObject({
      candidateId: NEW_CANDIDATE_ID,
      jobOpeningId: JOB_ID,
      status: 'applied',
      notes: null,
    });
    expect(detect).toEqual({ meetingUrl: 'https://meet.google.com/abc-defg-hij' });
    expect(session).toEqual({
      candidateId: NEW_CANDIDATE_ID,
      applicationId: NEW_APPLICATION_ID,
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      videoProvider: 'google_meet',
      meetingId: 'abc-defg-hij',
      zoomMeetingId: null,
      participantMappings: { 'Alice Martin': 'INTERVIEWER' },
      interviewTemplateId: TEMPLATE_ID,
      scorecardId: OTHER_SCORECARD_ID,
      agendaId: AGENDA_ID,
    });
  });
});
