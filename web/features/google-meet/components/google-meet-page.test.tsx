import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { MeetAddonError } from '../addon/meet-addon.ts';
import { MEET_PARAMETERS_PROBLEM, NOT_SET_UP, PROJECT_NUMBER_REFUSED } from '../api/use-meeting.ts';
import { aMeetSession, LOOKUP, panelReads } from '../testing/panel-fixtures.ts';
import { renderMeetPage } from '../testing/render-meet-page.tsx';
import { NOT_FOUND } from './google-meet-page.tsx';

const INTEGRATIONS = 'GET /api/integrations';
const IN_MEET = '?meet_sdk=eyJ0ZXN0Ijp0cnVlfQ';
const configured = () =>
  json(200, { zoom: { configured: false }, meet: { cloudProjectNumber: '123456789012' } });

/** Failed reads are logged by design (spec 000 §8). */
const quietLogs = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/** An answer the test gives when it chooses. */
function later() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { handler: () => response, answer };
}

describe('the Google Meet side panel', () => {
  it('initializes the add-on, looks the session up by the meeting code, then shows it', async () => {
    stubWebSocket();
    const lookup = later();
    const { sent } = stubFetch({ ...panelReads(), [INTEGRATIONS]: configured, [LOOKUP]: lookup.handler });
    const { addon } = renderMeetPage(IN_MEET);

    expect(screen.getByRole('status')).toHaveTextContent('Initializing Google Meet Add-on...');
    await waitFor(() => expect(addon.projectNumbers).toEqual(['123456789012']));
    addon.answer();
    expect(await screen.findByText('Looking up interview session...')).toBeInTheDocument();
    expect(screen.queryByText('Initializing Google Meet Add-on...')).not.toBeInTheDocument();

    lookup.answer(json(200, aMeetSession()));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Looking up interview session...')).not.toBeInTheDocument();
    expect(sent(LOOKUP)).toHaveLength(1);
  });

  it("says plainly what to do when the SDK refuses, never the SDK's raw text", async () => {
    quietLogs();
    stubFetch({ [INTEGRATIONS]: configured });
    const { addon } = renderMeetPage(IN_MEET);
    await waitFor(() => expect(addon.projectNumbers).toHaveLength(1));
    addon.fail(
      new MeetAddonError('InvalidCloudProjectNumber', 'Meet Add-on SDK error: Invalid cloud project number'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Google Meet integration error: ${PROJECT_NUMBER_REFUSED}`,
    );
  });

  it.each([
    [
      'MissingUrlParameter',
      'Missing required Meet SDK URL parameter: meet_addon_frame_type. In URL https://x/',
    ],
    ['InvalidUrlParameter', 'dnarr'],
  ])('turns a %s into a plain message that says what to do', async (type, raw) => {
    quietLogs();
    stubFetch({ [INTEGRATIONS]: configured });
    const { addon } = renderMeetPage(IN_MEET);
    await waitFor(() => expect(addon.projectNumbers).toHaveLength(1));
    addon.fail(new MeetAddonError(type, `Meet Add-on SDK error: ${raw}`));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Google Meet integration error: ${MEET_PARAMETERS_PROBLEM}`);
    expect(alert).not.toHaveTextContent(raw);
  });

  it('says it could not extract the meeting ID when Meet gives neither code nor id', async () => {
    stubFetch({ [INTEGRATIONS]: configured });
    const { addon } = renderMeetPage(IN_MEET);
    await waitFor(() => expect(addon.projectNumbers).toHaveLength(1));
    addon.answer({ meetingId: '', meetingCode: '  ' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google Meet integration error: Could not extract meeting ID from Google Meet.',
    );
  });

  it('does not start the SDK when the server has no project number (or no integrations yet)', async () => {
    quietLogs();
    stubFetch({ [INTEGRATIONS]: () => json(200, { meet: { cloudProjectNumber: null } }) });
    const { addon } = renderMeetPage(IN_MEET);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Google Meet integration error: ${NOT_SET_UP}`,
    );
    expect(addon.projectNumbers).toEqual([]);
  });

  it("says so when the server refuses the add-on's settings", async () => {
    quietLogs();
    stubFetch({ [INTEGRATIONS]: () => apiError(401, 'unauthenticated', 'Sign in first') });
    const { addon } = renderMeetPage(IN_MEET);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Google Meet integration error: Could not read the add-on's settings. Sign in first",
    );
    expect(addon.projectNumbers).toEqual([]);
  });

  it('skips the SDK in test mode and takes the meeting from the address', async () => {
    stubWebSocket();
    const { sent } = stubFetch(panelReads());
    const { addon } = renderMeetPage(`?test=true&meetingId=ABC-DEFG-HIJ${IN_MEET.replace('?', '&')}`);

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(addon.projectNumbers).toEqual([]);
    expect(sent(INTEGRATIONS)).toHaveLength(0);
    expect(sent(LOOKUP)).toHaveLength(1);
  });

  it('asks for a meeting id in test mode without one', async () => {
    stubFetch({});
    renderMeetPage('?test=true');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google Meet integration error: Could not extract meeting ID from Google Meet.',
    );
  });

  it('retries the lookup once, then says no session was found, with the meeting id below', async () => {
    quietLogs();
    const { sent } = stubFetch({ [LOOKUP]: () => apiError(404, 'not_found', 'Interview session not found') });
    renderMeetPage('?test=true&meetingId=abc-defg-hij');

    const alert = await screen.findByRole('alert', {}, { timeout: 4_000 });
    expect(alert).toHaveTextContent(NOT_FOUND);
    expect(alert).toHaveTextContent('Meeting ID: abc-defg-hij');
    expect(sent(LOOKUP)).toHaveLength(2);
  });

  it('finds the session when the second try of the lookup succeeds', async () => {
    quietLogs();
    stubWebSocket();
    let tries = 0;
    stubFetch({
      ...panelReads(),
      [LOOKUP]: () => (++tries === 1 ? apiError(503, 'unavailable', 'Busy') : json(200, aMeetSession())),
    });
    renderMeetPage('?test=true&meetingId=abc-defg-hij');
    expect(await screen.findByText('Ada Lovelace', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('shows nothing of the interview without a sign-in, and offers it', async () => {
    quietLogs();
    const { sent } = stubFetch({ [LOOKUP]: () => apiError(401, 'unauthenticated', 'Sign in first') });
    const { user } = renderMeetPage('?test=true&meetingId=abc-defg-hij');

    expect(await screen.findByRole('heading', { name: 'Sign in to Interview Hub' })).toBeInTheDocument();
    expect(sent(LOOKUP)).toHaveLength(1); // a second try cannot sign anyone in
    const signIn = screen.getByRole('link', { name: 'Sign in to Interview Hub' });
    expect(signIn).toHaveAttribute('href', '/');
    expect(signIn).toHaveAttribute('target', '_blank');
    // Not framed here (a tab of its own): nothing to open elsewhere.
    expect(screen.queryByRole('link', { name: 'Open in a new tab' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent(LOOKUP)).toHaveLength(2));
  });

  it("inside Meet's frame, offers the panel in a tab of its own, where the sign-in is sent", async () => {
    quietLogs();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    stubFetch({ [LOOKUP]: () => apiError(401, 'unauthenticated', 'Sign in first') });
    renderMeetPage('?test=true&meetingId=abc-defg-hij');

    const ownTab = await screen.findByRole('link', { name: 'Open in a new tab' });
    expect(ownTab).toHaveAttribute('href', '/google-meet?meetingId=abc-defg-hij');
    expect(ownTab).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/does not pass your Interview Hub sign-in/)).toBeInTheDocument();
  });
});
