import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { GoogleMeetCard } from './google-meet-card.tsx';
import { MeetingIdSetting } from './meeting-id-setting.tsx';
import { renderPanel } from './testing/render-panel.tsx';

const PATCH = `PATCH ${SESSION_PATH}`;
const linked =
  (): StubHandler =>
  ({ body }) =>
    json(200, aSession(body as Partial<SessionDetail>));

function renderMeetingId(session: SessionDetail, routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch(routes);
  return { ...stub, ...renderPanel(session, (s) => <MeetingIdSetting session={s} />) };
}

const codeBox = () => screen.getByRole('textbox', { name: 'Google Meet code' });

describe('the Meeting ID setting', () => {
  it('links a trimmed Google Meet code, in the form Meet writes it', async () => {
    const { sent, user } = renderMeetingId(aSession(), { [PATCH]: linked() });

    await user.type(codeBox(), '  ABC-DEFG-HIJ ');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('abc-defg-hij', { selector: 'span' })).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ meetingId: 'abc-defg-hij' }]);
  });

  it('takes the code out of a pasted Meet link', async () => {
    const { sent, user } = renderMeetingId(aSession(), { [PATCH]: linked() });

    await user.type(codeBox(), 'https://meet.google.com/xyz-abcd-efg?authuser=1{Enter}');

    expect(await screen.findByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ meetingId: 'xyz-abcd-efg' }]);
  });

  it('refuses a blank code with Missing Meeting Code and sends nothing', async () => {
    const { sent, user } = renderMeetingId(aSession());

    await user.type(codeBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Missing Meeting Code')).toBeInTheDocument();
    expect(sent(PATCH)).toHaveLength(0);
  });

  it('says Link Failed with the default message when the call does not get through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const { user } = renderMeetingId(aSession(), {
      [PATCH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.type(codeBox(), 'abc-defg-hij');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Link Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to link session to Google Meet meeting')).toBeInTheDocument();
    expect(codeBox()).toHaveValue('abc-defg-hij');
  });

  it('unlinks the meeting, and says Unlink Failed when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let refuse = true;
    const { sent, user } = renderMeetingId(aSession({ meetingId: 'abc-defg-hij' }), {
      [PATCH]: () =>
        refuse ? apiError(409, 'conflict', 'Try later') : json(200, aSession({ meetingId: null })),
    });

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Unlink Failed')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('textbox', { name: 'Google Meet code' })).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ meetingId: null }, { meetingId: null }]);
  });
});

describe('the Google Meet card', () => {
  const renderCard = (session: SessionDetail) => {
    stubFetch({});
    return renderPanel(session, (s) => <GoogleMeetCard session={s} />);
  };

  it('tells how the call is heard here and what the side panel does', () => {
    const { container } = renderCard(
      aSession({ audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' } }),
    );
    expect(container).toHaveTextContent("select 'Capture Meeting Tab'");
    expect(container).toHaveTextContent(
      'the tab is heard as the candidate, your microphone as the interviewer',
    );
    expect(container).toHaveTextContent('never the compliance warnings');
    expect(container).toHaveTextContent(
      "Link the call's code under Meeting ID so the add-on finds this session.",
    );
  });

  it('names the meeting the add-on finds the session by', () => {
    renderCard(aSession({ meetingId: 'abc-defg-hij' }));
    expect(screen.getByText(/The add-on finds this session by meeting/)).toHaveTextContent('abc-defg-hij');
  });

  it('explains sharing the Meet tab with audio in five steps, in the order they are done', async () => {
    const { user } = renderCard(aSession());

    await user.click(screen.getByRole('button', { name: 'Screen-share help' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share the Meet tab with audio' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('select Share in the Interview Hub side panel');
    expect(steps[1]).toHaveTextContent("Select 'Capture Meeting Tab'");
    expect(steps[1]).toHaveTextContent('recording notice');
    expect(steps[2]).toHaveTextContent('Also share tab audio');
    expect(steps[4]).toHaveTextContent("'Stop Capture'");
  });
});
