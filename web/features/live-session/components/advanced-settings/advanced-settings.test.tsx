import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { renderPanel } from './testing/render-panel.tsx';
import { aSession, SESSION_PATH } from './testing/session-fixture.ts';

const PATCH = `PATCH ${SESSION_PATH}`;

async function openSettings(session: SessionDetail, routes: Record<string, StubHandler> = {}, debug = false) {
  const stub = stubFetch(routes);
  const view = renderPanel(session, (s) => <AdvancedSettings session={s} debug={debug} />);
  await view.user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
  return { ...stub, ...view };
}

describe('advanced settings', () => {
  it('starts collapsed and opens on its button', async () => {
    stubFetch({});
    const { user } = renderPanel(aSession(), (s) => <AdvancedSettings session={s} debug={false} />);
    const toggle = screen.getByRole('button', { name: 'Advanced Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Meeting ID' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Meeting ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Google Meet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zoom Meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audio Device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audio Sources' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links a trimmed Google Meet code', async () => {
    const { sent, user } = await openSettings(aSession(), {
      [PATCH]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });

    await user.type(screen.getByRole('textbox', { name: 'Google Meet code' }), '  abc-defg-hij ');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('abc-defg-hij', { selector: 'span' })).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ meetingId: 'abc-defg-hij' }]);
  });

  it('takes the code out of a pasted Meet link', async () => {
    const { sent, user } = await openSettings(aSession(), {
      [PATCH]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });

    await user.type(
      screen.getByRole('textbox', { name: 'Google Meet code' }),
      'https://meet.google.com/xyz-abcd-efg{Enter}',
    );

    expect(await screen.findByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ meetingId: 'xyz-abcd-efg' }]);
  });

  it('refuses a blank code with Missing Meeting Code and sends nothing', async () => {
    const { sent, user } = await openSettings(aSession());

    await user.type(screen.getByRole('textbox', { name: 'Google Meet code' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Missing Meeting Code')).toBeInTheDocument();
    expect(sent(PATCH)).toHaveLength(0);
  });

  it('says Link Failed with the default message when the call does not get through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const { user } = await openSettings(aSession(), {
      [PATCH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.type(screen.getByRole('textbox', { name: 'Google Meet code' }), 'abc-defg-hij');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Link Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to link session to Google Meet meeting')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Google Meet code' })).toHaveValue('abc-defg-hij');
  });

  it('unlinks the meeting, and says Unlink Failed when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let refuse = true;
    const { sent, user } = await openSettings(aSession({ meetingId: 'abc-defg-hij' }), {
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

  it('explains sharing the Meet tab with audio in five steps', async () => {
    const { user } = await openSettings(aSession());

    await user.click(screen.getByRole('button', { name: 'Screen-share help' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share the Meet tab with audio' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(within(dialog).getByText(/Also share tab audio/)).toBeInTheDocument();
    // The steps name the dashboard's own controls, in the order they are used.
    expect(steps[1]).toHaveTextContent("Select 'Capture Meeting Tab'");
    expect(steps[1]).toHaveTextContent('recording notice');
    expect(steps[4]).toHaveTextContent("'Stop Capture'");
  });

  it('tells how the Meet call is heard here, promising no add-on', async () => {
    await openSettings(aSession({ audioSourceMappings: { mic: 'interviewer', speaker: 'candidate' } }));
    const card =
      screen.getByRole('heading', { name: 'Google Meet' }).closest('[data-slot="card"]') ?? document.body;
    expect(card).toHaveTextContent("select 'Capture Meeting Tab'");
    expect(card).toHaveTextContent('the tab is heard as the candidate, your microphone as the interviewer');
    expect(card).not.toHaveTextContent(/add-on|side panel/i);
  });
});
