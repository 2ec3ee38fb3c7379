import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingWebhooksDto } from '#contracts/rtms.ts';
import { type FakeRtms, startFakeRtms } from '#server/integrations/zoom/testing/fake-rtms.ts';
import { rtmsStartedWebhook } from '#server/integrations/zoom/testing/rtms-webhooks.ts';
import { RTMS_MEDIA } from '#web/features/zoom-app/sdk/zoom-sdk.ts';
import {
  fakeZoomClientCalls,
  installFakeZoomClient,
} from '#web/features/zoom-app/testing/fake-zoom-client.ts';
import { apiCall } from './fixtures/api.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast } from './fixtures/sign-in.ts';
import { startWssFront, type WssFront } from './fixtures/zoom-wss-front.ts';

const CREDENTIALS = { clientId: 'e2e-zoom-client', clientSecret: 'e2e-zoom-client-secret' };
const SECRET_TOKEN = 'e2e-zoom-webhook-secret-token';
const MEETING = { id: '81234567890', uuid: 'aDYlohsHRtCd4ii1uC2+hA==', topic: 'Backend onsite: Ada' };

/**
 * The Zoom side of an interview (spec 000 §2, issue 25). /zoomapp runs the real Zoom Apps SDK
 * against a stand-in for the Zoom client's WebView2 bridge (installed as an init script, so nothing
 * of it is in the built app); the dashboard's Zoom panel connects a stream Zoom started — a signed
 * `meeting.rtms_started` webhook for a local RTMS peer — shows who it hears, and stops it.
 */
describe('Zoom: the Zoom App and the dashboard panel', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let rtms: FakeRtms;
  let front: WssFront;

  productJourney(
    {
      signInAt: '/',
      env: async () => {
        rtms = await startFakeRtms({
          credentials: CREDENTIALS,
          participants: [
            { userId: 16778240, userName: 'Grace Hopper', hz: 220 },
            { userId: 16779264, userName: 'Ada Lovelace', hz: 330 },
          ],
          frames: 6_000,
          paceMs: 20,
        });
        front = await startWssFront(rtms.signalingUrl.replace(/\/signaling$/, ''));
        return {
          NODE_EXTRA_CA_CERTS: front.caFile,
          ZOOM_CLIENT_ID: CREDENTIALS.clientId,
          ZOOM_CLIENT_SECRET: CREDENTIALS.clientSecret,
          ZOOM_WEBHOOK_SECRET_TOKEN: SECRET_TOKEN,
          // The TLS front of the local peer stands for Zoom's RTMS hosts.
          ZOOM_RTMS_HOSTS: '127.0.0.1',
        };
      },
      beforeSignIn: async (tab) => {
        await tab.addInitScript(installFakeZoomClient, { meeting: MEETING });
      },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  afterAll(async () => {
    front?.close();
    await rtms?.close();
  });

  const badge = (name: string) => page.locator('[data-slot="badge"]').filter({ hasText: name });

  it('shows the meeting the Zoom App runs in, starts its stream and stops it', async () => {
    // The Zoom App is a side panel without the app's navigation: opened once signed in.
    await page.goto(`${server.url}/zoomapp`);
    await page.getByRole('heading', { level: 1, name: 'Zoom RTMS App' }).waitFor();
    await page.getByText('Real-time meeting audio streaming').waitFor();
    await badge('Connected').waitFor();
    await page.getByText(MEETING.uuid).waitFor();
    await page.getByText(MEETING.topic).waitFor();
    await badge('Stopped').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start RTMS' }).click();
    await toast(page, 'Stream Started').waitFor();
    await badge('Streaming').waitFor();
    expect(await page.getByRole('button', { name: 'Start RTMS' }).isDisabled()).toBe(true);
    await screenshot(page, 'zoom-app-streaming');

    await page.getByRole('button', { name: 'Stop RTMS' }).click();
    await toast(page, 'Stream Stopped').waitFor();
    await badge('Stopped').waitFor();

    const calls = await page.evaluate(fakeZoomClientCalls);
    expect(calls.map((call) => call.apiName)).toEqual([
      'config',
      'getMeetingContext',
      'getMeetingUUID',
      'startRTMS',
      'stopRTMS',
    ]);
    expect(calls.find((call) => call.apiName === 'startRTMS')?.data).toEqual(RTMS_MEDIA);
    expect(errors).toEqual([]);
  });

  it('says the SDK is not available outside the Zoom client', async () => {
    const plain = await page.context().newPage();
    await plain.goto(`${server.url}/zoomapp`);

    await toast(plain, 'SDK Not Available').waitFor();
    await plain
      .getByRole('alert')
      .filter({ hasText: 'Zoom Apps SDK not available - ensure this runs inside a Zoom meeting' })
      .waitFor();
    await plain.locator('[data-slot="badge"]').filter({ hasText: 'Not Found' }).waitFor();
    expect(await plain.getByRole('button', { name: 'Start RTMS' }).isDisabled()).toBe(true);
    await plain.close();
  });

  describe('on the dashboard', () => {
    let sessionId = '';
    beforeAll(async () => {
      const seeded = await seedApplication(page, server.url);
      ({ id: sessionId } = await seeded.call<{ id: string }>('POST', '/api/sessions', {
        candidateId: seeded.candidate.id,
        applicationId: seeded.application.id,
        participantMappings: { 'Grace Hopper': 'INTERVIEWER' },
        // The meeting's number (the webhook's meeting_id): its starts are this interviewer's.
        zoomMeetingId: '81234567890',
      }));
    });

    const panel = () => page.locator('[data-slot="card"]').filter({ hasText: 'Zoom Meeting' });
    const panelBadge = (name: string) => panel().locator('[data-slot="badge"]').filter({ hasText: name });
    let meetingUuid = '';

    it('lists a stream Zoom started and says why connecting it is refused', async () => {
      const start = rtms.start();
      meetingUuid = start.meetingUuid;
      const webhook = rtmsStartedWebhook(
        { ...start, serverUrls: front.wss(start.serverUrls) },
        { secretToken: SECRET_TOKEN },
      );
      const answer = await fetch(`${server.url}/api/zoom/webhooks`, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      });
      expect(answer.status).toBe(200);
      // Zoom is answered before the start is stored: it shows among the pending starts soon after.
      const pendingStarts = async () => {
        const pending = await page.context().request.get(`${server.url}/api/rtms/pending-webhooks`);
        return ((await pending.json()) as PendingWebhooksDto).webhooks.map((w) => w.meeting_uuid);
      };
      await expect.poll(pendingStarts, { timeout: 5_000 }).toEqual([meetingUuid]);

      await page.goto(`${server.url}/sessions/${sessionId}`);
      await page.getByRole('button', { name: 'Advanced Settings' }).click();
      const selector = panel().getByRole('combobox', { name: 'RTMS meeting' });
      await selector.waitFor();
      expect(await selector.locator('option').allTextContents()).toEqual([
        expect.stringContaining('81234567890 · '),
      ]);
      await panelBadge('Stopped').waitFor();
      expect(await panel().getByRole('button', { name: 'Start RTMS' }).isDisabled()).toBe(true);

      // Nothing is recorded before the interviewer confirms the candidate was told: the server's reason shows.
      await panel().getByRole('button', { name: 'Connect' }).click();
      await panel()
        .getByRole('alert')
        .filter({ hasText: 'RTMS Error' })
        .filter({ hasText: 'Confirm that the candidate was told about the recording first' })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'zoom-dashboard-refused');
      expect(errors).toEqual([]);
    });

    it('connects the stream, shows who it hears and stops it', async () => {
      await apiCall(page, server.url, 'POST', `/api/sessions/${sessionId}/recording-consent`);
      await panel().getByRole('button', { name: 'Connect' }).click();
      await panelBadge('Streaming').waitFor({ timeout: 15_000 });
      expect(await panel().getByRole('alert').count()).toBe(0);
      await panel().getByText(meetingUuid).waitFor();
      await panel().getByText('No RTMS meetings available').waitFor({ timeout: 15_000 });
      const detected = panel().getByRole('list', { name: 'Detected participants' });
      await detected.getByText('Ada Lovelace').waitFor({ timeout: 15_000 });
      await detected.getByText('Grace Hopper').waitFor();
      await detected.getByText('Not mapped: heard as the candidate.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'zoom-dashboard-streaming');

      await panel().getByRole('button', { name: 'Map Ada Lovelace as Candidate' }).click();
      await detected
        .getByText('Not mapped: heard as the candidate.')
        .waitFor({ state: 'detached', timeout: 15_000 });

      await panel().getByRole('button', { name: 'Stop RTMS' }).click();
      await panelBadge('Stopped').waitFor({ timeout: 15_000 });
      expect(await panel().getByRole('button', { name: 'Start RTMS' }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
