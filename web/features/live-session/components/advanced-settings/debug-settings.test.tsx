import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { PREFERRED_MICROPHONE_KEY } from './preferred-microphone.ts';
import { renderPanel } from './testing/render-panel.tsx';

const PATCH = `PATCH ${SESSION_PATH}`;
const MODELS = {
  models: [
    { id: 'offline', label: 'Offline assistant', provider: 'offline' },
    { id: 'gpt-4o', label: 'GPT-4o', provider: 'openai' },
  ],
  defaultModel: 'offline',
};

function fakeMicrophones(devices: Partial<MediaDeviceInfo>[]) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: async () => devices,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
}

async function openDebug(session: SessionDetail, routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ 'GET /api/assistant/models': () => json(200, MODELS), ...routes });
  const view = renderPanel(session, (s) => <AdvancedSettings session={s} debug />);
  await view.user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
  return { ...stub, ...view };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  localStorage.clear();
});

describe('advanced settings in debug mode', () => {
  it('switches the session to another model', async () => {
    const { sent, user } = await openDebug(aSession(), {
      [PATCH]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });
    const select = await screen.findByRole('combobox', { name: 'AI Model' });
    expect(select).toHaveValue('offline');

    await user.selectOptions(select, 'GPT-4o');

    expect(await screen.findByText('In use: GPT-4o')).toBeInTheDocument();
    expect(sent(PATCH).map((r) => r.body)).toEqual([{ aiModel: 'gpt-4o' }]);
  });

  it('goes back to the previous model and says so when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let refuse: (response: Response) => void = () => {};
    const { user } = await openDebug(aSession({ aiModel: 'offline' }), {
      [PATCH]: () => new Promise<Response>((resolve) => (refuse = resolve)),
    });
    const select = await screen.findByRole('combobox', { name: 'AI Model' });

    await user.selectOptions(select, 'GPT-4o');
    expect(select).toHaveValue('gpt-4o');
    refuse(apiError(400, 'bad_request', 'Unknown AI model gpt-4o'));

    expect(await screen.findByText('Failed to update AI model. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'AI Model' })).toHaveValue('offline');
  });

  it('lists the microphones and keeps the one chosen in this browser', async () => {
    fakeMicrophones([
      { kind: 'audioinput', deviceId: 'mic-a', label: 'Desk microphone' },
      { kind: 'audiooutput', deviceId: 'out-a', label: 'Speakers' },
      { kind: 'audioinput', deviceId: 'mic-b', label: '' },
    ]);
    const { user } = await openDebug(aSession());
    const select = await screen.findByRole('combobox', { name: 'Microphone' });

    expect(screen.getByRole('option', { name: 'Desk microphone' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Microphone 2' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Speakers' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Desk microphone');
    expect(localStorage.getItem(PREFERRED_MICROPHONE_KEY)).toBe('mic-a');
  });

  it('says no audio devices are available when the browser cannot list them', async () => {
    await openDebug(aSession());
    expect(await screen.findByText('No audio devices available')).toBeInTheDocument();
  });

  it('maps the microphone and speaker audio to a speaker', async () => {
    const { sent, user } = await openDebug(aSession(), {
      [PATCH]: ({ body }) => json(200, aSession(body as Partial<SessionDetail>)),
    });
    const speaker = screen.getByRole('combobox', { name: 'Speaker audio' });
    expect(screen.getByRole('combobox', { name: 'Microphone audio' })).toHaveValue('interviewer');
    expect(speaker).toHaveValue('candidate');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Microphone audio' }), 'Candidate');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone audio' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Microphone audio' })).toHaveValue('candidate');
    expect(sent(PATCH).map((r) => r.body)).toEqual([
      { audioSourceMappings: { mic: 'candidate', speaker: 'candidate' } },
    ]);
  });

  it('says Update Failed and shows the saved mapping when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const { user } = await openDebug(aSession(), {
      [PATCH]: () => apiError(409, 'conflict', 'This interview session is closed'),
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Speaker audio' }), 'Interviewer');

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Speaker audio' })).toHaveValue('candidate');
  });
});
