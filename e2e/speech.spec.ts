import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { WAV_HEADER_BYTES } from '#server/speech/wav.ts';
import type { PocketsphinxPeer } from '#server/test/speech/pocketsphinx-peer.ts';
import { axeViolations } from './fixtures/browser.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast } from './fixtures/sign-in.ts';
import { fakeMediaFlags, type InterviewAudio, interviewAudio } from './fixtures/speech-audio.ts';
import {
  audioExportsOnceMade,
  playRecording,
  speechJourneyUnavailable,
  startSpeechPeer,
  transcriptScreen,
} from './fixtures/speech-journey.ts';
import { installSpeechProbe, readSpeechProbe, tabPlayedMs } from './fixtures/speech-probe.ts';

type Created = { id: string };

const SHOTS = '/tmp/shots';
/** Silence before each turn: the first lets capture start; the last is where the tab's socket is cut. */
const GAPS_MS = [2000, 1200, 1200, 2800];
/** The tab's socket is cut this long before the candidate's last turn, and comes back 2 s later. */
const DROP_BEFORE_TURN_MS = 1000;
const DROP_CODE = 4000;

/**
 * Hearing an interview (issue 24) in Chromium with fake media devices and no key: the meeting tab
 * (the candidate) and the microphone (the interviewer) captured after the recording notice, a
 * pocketsphinx peer behind the OpenAI-style provider turning them into partial lines and then
 * transcript lines for the right speaker; the tab's audio socket cut mid-stream with nothing lost;
 * then both participants' recordings on the candidate scorecard, one played.
 */
describe.skipIf(speechJourneyUnavailable)(
  `hearing an interview in the browser ${speechJourneyUnavailable ?? ''}`,
  () => {
    let server: RunningServer;
    let page: Page;
    let errors: string[];
    let peer: PocketsphinxPeer | undefined;
    let audio: InterviewAudio;
    let sessionId = '';
    let applicationId = '';

    productJourney(
      {
        signInAt: '/sessions',
        context: { viewport: { width: 1600, height: 1000 } },
        env: async () => {
          const started = await startSpeechPeer(300);
          peer = started.peer;
          return started.env;
        },
        browserArgs: async () => {
          audio = await interviewAudio(GAPS_MS);
          return fakeMediaFlags(audio.micWav);
        },
        beforeSignIn: async (tab) => {
          const lastTurn = audio.turns.at(-1);
          if (!lastTurn) throw new Error('the interview has turns');
          await tab.addInitScript(installSpeechProbe, {
            tab: audio.tab,
            drop: { atMs: lastTurn.startMs - DROP_BEFORE_TURN_MS, code: DROP_CODE },
          });
        },
      },
      (started) => {
        ({ server, page, errors } = started);
      },
    );
    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      const { candidate, application, scorecard, call } = await seedApplication(page, server.url);
      applicationId = application.id;
      const session = await call<Created>('POST', '/api/sessions', {
        candidateId: candidate.id,
        applicationId: application.id,
        scorecardId: scorecard.id,
      });
      sessionId = session.id;
    });
    afterAll(async () => {
      await peer?.close();
    });

    const screen = () => transcriptScreen(page);
    const turn = (n: number) => {
      const spoken = audio.turns[n];
      if (!spoken) throw new Error(`no turn ${n}`);
      return spoken;
    };

    it('captures the tab and the microphone after the recording notice, and shows partial then final lines for each speaker', async () => {
      await page.goto(`${server.url}/sessions`);
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();

      await page.getByRole('button', { name: 'Capture Meeting Tab' }).click();
      const notice = page.getByRole('dialog', { name: 'Tell the candidate about the recording' });
      await notice.getByRole('button', { name: 'The candidate was told: start recording' }).click();
      await page.getByRole('status').filter({ hasText: 'Capturing the meeting' }).waitFor();
      await page.getByText(/Recording consent confirmed by/).waitFor();

      await screen().partials().first().waitFor({ timeout: 30_000 });
      for (const n of [0, 1]) await screen().heard(turn(n));
      // Partial and final lines on screen together, as someone watching the interview sees them.
      await page.waitForFunction(
        () =>
          document.querySelector('[role="log"][aria-label="Being said now"] p') !== null &&
          document.querySelectorAll('[data-chunk-id]').length >= 2,
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      await page.screenshot({ path: `${SHOTS}/dashboard-capturing.png` });
      expect(await axeViolations(page)).toEqual([]);

      const probe = await readSpeechProbe(page);
      for (const speaker of ['interviewer', 'candidate']) {
        const partial = probe.firstSeen.partial[speaker];
        const final = probe.firstSeen.final[speaker];
        expect(partial, `a partial line for the ${speaker}`).toBeDefined();
        expect(partial ?? Number.POSITIVE_INFINITY).toBeLessThan(final ?? Number.POSITIVE_INFINITY);
      }
    }, 120_000);

    it('loses nothing when the tab’s audio socket drops mid-stream', async () => {
      await screen().heard(turn(2));
      await expect
        .poll(async () => (await readSpeechProbe(page)).dropped, { timeout: 30_000 })
        .not.toBeNull();
      // Reconnected after 2 s, sending what was captured while it was down.
      const reconnected = async () =>
        (await readSpeechProbe(page)).sockets.filter((s) => s.audioType === 'system_audio');
      await expect.poll(async () => (await reconnected()).length, { timeout: 15_000 }).toBe(2);
      expect((await reconnected())[0]?.closeCode).toBe(DROP_CODE);
      const probe = await readSpeechProbe(page);
      expect(
        probe.sockets.filter((s) => s.audioType === 'mic_audio'),
        'the microphone’s socket',
      ).toHaveLength(1);

      // The candidate's turn spoken while the socket was down is heard, for the candidate.
      await screen().heard(turn(3));
      // The server's byte count keeps up with what the new socket sent.
      const sent = (await reconnected())[1]?.sentBytes ?? 0;
      expect(sent).toBeGreaterThan(0);
      await expect
        .poll(async () => (await reconnected())[1]?.processedBytes ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(sent);
      expect(await toast(page, 'Audio Streaming Failed').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/dashboard-after-drop.png` });
    }, 120_000);

    it('stops, closes the session and plays both participants’ recordings on the candidate scorecard', async () => {
      // The tab has played to its end, trailing silence included.
      await expect.poll(() => tabPlayedMs(page), { timeout: 30_000 }).toBeGreaterThan(audio.durationMs);
      await page.getByRole('button', { name: 'Stop Capture' }).click();
      await page.getByRole('button', { name: 'Capture Meeting Tab' }).waitFor();
      await expect
        .poll(async () => (await readSpeechProbe(page)).sockets.every((s) => s.closeCode !== null), {
          timeout: 10_000,
        })
        .toBe(true);
      const probe = await readSpeechProbe(page);

      await page.getByRole('button', { name: 'Close Session' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Close Session' }).click();
      await page.getByText('Session Closed', { exact: true }).first().waitFor();
      const exports = await audioExportsOnceMade(page, server.url, sessionId, 2);

      // Every byte captured is in the WAVs exactly once: after the cut the server says how much of
      // the upload it already has, and the page sends only the rest.
      const bytes = (speaker: string) =>
        (exports.find((e) => e.speaker === speaker)?.size ?? 0) - WAV_HEADER_BYTES;
      expect(bytes('interviewer')).toBe(probe.captured.mic_audio);
      expect(bytes('candidate')).toBe(probe.captured.system_audio);
      const lastWords = Math.max(...audio.turns.map((t) => t.endMs)) / 1000;
      for (const clip of exports) {
        expect(clip.mimeType).toBe('audio/wav');
        expect(clip.durationSeconds).toBeCloseTo(
          ((clip.size ?? 0) - WAV_HEADER_BYTES) / PCM_BYTES_PER_SECOND,
          1,
        );
        expect(clip.durationSeconds, 'the recording runs past the last words').toBeGreaterThan(lastWords);
      }

      await page.goto(`${server.url}/candidate-scorecards/${applicationId}`);
      await page.getByRole('heading', { name: 'Interview 1' }).waitFor();
      const recordings = page.getByRole('group', { name: 'Audio Recordings' });
      const short = sessionId.slice(0, 8);
      for (const speaker of ['candidate', 'interviewer'])
        await recordings.getByText(`${speaker}-${short}.wav`).waitFor();
      await playRecording(recordings, `candidate-${short}.wav`);
      expect(await recordings.getByRole('alert').count()).toBe(0);
      await recordings.screenshot({ path: `${SHOTS}/scorecard-audio.png` });
      await page.screenshot({ path: `${SHOTS}/scorecard-page.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);
  },
);
