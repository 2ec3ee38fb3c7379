import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './testing/render-panel.tsx';
import { INTEGRATIONS } from './testing/zoom-rtms-stubs.ts';
import { ZoomMeetingPanel } from './zoom-meeting-panel.tsx';

const ZOOM = `PATCH ${SESSION_PATH}/zoom-meeting`;
const PARTICIPANTS = `PUT ${SESSION_PATH}/participant-mappings`;

/** A server without Zoom credentials: the meeting id and mappings work the same (the stream: zoom-rtms-section.test.tsx). */
const noZoom = () => json(200, { zoom: { configured: false }, meet: { cloudProjectNumber: null } });

function show(session: SessionDetail, routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ [INTEGRATIONS]: noZoom, ...routes });
  return { ...stub, ...renderPanel(session, (s) => <ZoomMeetingPanel session={s} />) };
}

const zoomField = () => screen.getByRole('textbox', { name: 'Zoom meeting ID' });
const nameField = () => screen.getByRole('textbox', { name: 'Participant name' });

describe('zoom meeting panel', () => {
  it('saves a trimmed Zoom meeting id, only once it differs from the saved one', async () => {
    const { sent, user } = show(aSession(), {
      [ZOOM]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('No Zoom meeting linked.')).toBeInTheDocument();

    await user.type(zoomField(), '  81234567890 ');
    await user.click(save);

    expect(
      await screen.findByText('Linked to Zoom meeting 81234567890. Save it empty to unlink.'),
    ).toBeInTheDocument();
    expect(zoomField()).toHaveValue('81234567890');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent(ZOOM).map((r) => r.body)).toEqual([{ zoomMeetingId: '81234567890' }]);
  });

  it('clears the association when saved empty', async () => {
    const { sent, user } = show(aSession({ zoomMeetingId: '81234567890' }), {
      [ZOOM]: () => json(200, aSession({ zoomMeetingId: null })),
    });

    await user.clear(zoomField());
    await user.type(zoomField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('No Zoom meeting linked.')).toBeInTheDocument();
    expect(sent(ZOOM).map((r) => r.body)).toEqual([{ zoomMeetingId: null }]);
  });

  it('says Update Failed when the Zoom meeting cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const { user } = show(aSession(), { [ZOOM]: () => apiError(400, 'bad_request', 'Too long') });

    await user.type(zoomField(), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(zoomField()).toHaveValue('123');
  });

  it('adds a participant by trimmed name and role, refusing empty and already mapped names', async () => {
    const { sent, user } = show(aSession({ participantMappings: { 'Grace Hopper': 'INTERVIEWER' } }), {
      [PARTICIPANTS]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });
    const add = screen.getByRole('button', { name: 'Add participant' });
    expect(add).toBeDisabled();

    await user.type(nameField(), '   ');
    expect(add).toBeDisabled();
    await user.clear(nameField());
    await user.type(nameField(), ' Grace Hopper ');
    expect(add).toBeDisabled();
    expect(screen.getByText('Grace Hopper is already mapped.')).toBeInTheDocument();

    await user.clear(nameField());
    await user.type(nameField(), '  Ada Lovelace ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Candidate');
    await user.click(add);

    const list = await screen.findByRole('list', { name: 'Participant mappings' });
    expect(await within(list).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(list).getByText('Candidate')).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(sent(PARTICIPANTS).map((r) => r.body)).toEqual([
      { participantMappings: { 'Grace Hopper': 'INTERVIEWER', 'Ada Lovelace': 'CANDIDATE' } },
    ]);
  });

  it('removes a participant', async () => {
    const { sent, user } = show(
      aSession({ participantMappings: { 'Grace Hopper': 'INTERVIEWER', 'Ada Lovelace': 'CANDIDATE' } }),
      { [PARTICIPANTS]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)) },
    );

    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));

    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(sent(PARTICIPANTS).map((r) => r.body)).toEqual([
      { participantMappings: { 'Ada Lovelace': 'CANDIDATE' } },
    ]);
  });

  it('says Update Failed and keeps the list when the mappings cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const { user } = show(aSession({ participantMappings: { 'Grace Hopper': 'INTERVIEWER' } }), {
      [PARTICIPANTS]: () => apiError(400, 'bad_request', 'At most 50 participants'),
    });

    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('is honest that no participants have been detected yet', () => {
    show(aSession());
    expect(screen.getByText('No participants detected yet')).toBeInTheDocument();
    expect(screen.getByText('No participants mapped yet')).toBeInTheDocument();
  });
});
