import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '#contracts/realtime.ts';
import { axeViolations } from '#web/features/live-session/testing/axe-violations.ts';
import { captureEngine } from '#web/features/live-session/testing/fake-capture.ts';
import { renderLivePage } from '#web/features/live-session/testing/render-live-page.tsx';
import { aSpeechStatus, stubDashboard } from '#web/features/live-session/testing/stub-dashboard.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { json } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { WHISPER_COMMAND } from './tab-transcription-help.tsx';

vi.mock('#web/features/live-session/capture/use-meeting-capture.ts', async () => ({
  useMeetingCapture: (await import('#web/features/live-session/testing/fake-capture.ts'))
    .useFakeMeetingCapture,
}));
vi.mock('#web/features/live-session/capture/use-speaker-recording.ts', async () => ({
  useSpeakerRecording: (await import('#web/features/live-session/testing/fake-capture.ts'))
    .useFakeSpeakerRecording,
}));

const PAGE = `/sessions/${SESSION_ID}`;
const consented = aSession({
  scorecardId: null,
  recordingConsent: { confirmedBy: 'Grace Hopper', confirmedAt: '2026-11-22T14:05:00.000Z' },
});
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => captureEngine.reset());

describe('voices on the dashboard', () => {
  it('records one speaker at a time, saying who it records', async () => {
    stubWebSocket();
    stubDashboard(consented);
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Record candidate' }));
    const stop = button('Recording candidate, select to stop');
    expect(button('Record interviewer')).toBeDisabled();
    expect(button('Capture Meeting Tab')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Candidate' })).toBeEnabled();

    await user.click(stop);
    expect(button('Record interviewer')).toBeEnabled();
    await user.click(button('Record interviewer'));
    expect(button('Record candidate')).toBeDisabled();
    expect(captureEngine.calls).toEqual(['record.candidate', 'record.stop', 'record.interviewer']);
  });

  it('keeps the record buttons off while the meeting capture holds the microphone', async () => {
    stubWebSocket();
    stubDashboard(consented);
    const { user } = renderLivePage(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Capture Meeting Tab' }));
    expect(button('Record candidate')).toBeDisabled();
    expect(button('Record interviewer')).toBeDisabled();
    await user.click(button('Stop Capture'));
    expect(button('Record candidate')).toBeEnabled();
  });

  it("shows what is being said under the transcript, on the speaker's side, until it is transcribed", async () => {
    const ws = stubWebSocket();
    stubDashboard(consented);
    renderLivePage(PAGE);
    await screen.findByText('No conversation yet');
    ws.latest().open();

    const said = { speaker: 'candidate', speakerName: null, streamId: 'tab-1' };
    ws.latest().receive({ type: 'partial_transcription', data: { ...said, text: 'I rewrote the' } });
    const region = screen.getByRole('log', { name: 'Being said now' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const line = within(region).getByText(/I rewrote the/);
    expect(line).toHaveClass('italic', 'justify-self-start');
    expect(line).toHaveAttribute('data-speaker', 'candidate');

    ws.latest().receive({
      type: 'transcription_received',
      data: { ...said, chunkId: '0b6f1c52-1111-4000-8000-000000000001' },
    });
    expect(within(region).queryByText(/I rewrote the/)).not.toBeInTheDocument();
  });

  it('gives the capture engine the live socket for the browser recognizer', async () => {
    const ws = stubWebSocket();
    stubDashboard(consented);
    renderLivePage(PAGE);
    await screen.findByRole('button', { name: 'Capture Meeting Tab' });
    ws.latest().open();

    const words: ClientMessage = {
      type: 'partial',
      streamId: 'mic-1',
      text: 'so tell',
      speaker: 'interviewer',
    };
    expect(captureEngine.options?.sendLive(words)).toBe(true);
    expect(ws.latest().sentJson).toEqual([words]);
  });

  it('says that tab audio is only recorded without a speech provider, and what it needs', async () => {
    stubWebSocket();
    stubDashboard(consented);
    const { user } = renderLivePage(PAGE);

    expect(await screen.findByText(/Meeting tab audio is recorded but not transcribed/)).toBeInTheDocument();
    await user.click(screen.getByText('How to transcribe tab audio'));
    expect(screen.getByText(WHISPER_COMMAND)).toBeVisible();
    expect(screen.queryByRole('link', { name: /whisper|speech|key/i })).not.toBeInTheDocument();
    expect(screen.getByText(/Recording consent confirmed by Grace Hopper/)).toBeInTheDocument();
  });

  it('says nothing of the kind when the server transcribes', async () => {
    stubWebSocket();
    stubDashboard(consented, {}, aSpeechStatus({ provider: 'azure', serverTranscription: true }));
    renderLivePage(PAGE);
    await screen.findByRole('button', { name: 'Capture Meeting Tab' });
    await screen.findByText(/Recording consent confirmed/);
    expect(screen.queryByText(/recorded but not transcribed/)).not.toBeInTheDocument();
  });

  it('passes the accessibility checks while capturing and while asking for consent', async () => {
    stubWebSocket();
    stubDashboard(aSession({ scorecardId: null }), {
      [`POST ${SESSION_PATH}/recording-consent`]: () => json(201, consented.recordingConsent),
    });
    const { user } = renderLivePage(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record interviewer' }));
    await screen.findByText(/This interview is recorded/);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /candidate was told/ }));
    expect(
      await screen.findByRole('button', { name: 'Recording interviewer, select to stop' }),
    ).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
