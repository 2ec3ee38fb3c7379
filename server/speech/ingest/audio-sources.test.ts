import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';
import { rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import { buildSpeechTestApp, closeAndSettle, type SpeechTestApp } from './testing/speech-test-app.ts';

const chunk = (text: string) => (m: ServerMessage) => m.type === 'new_chunk' && m.data.text === text;

describe('speech.openSource: a participant’s audio from a server-side source (a Zoom RTMS stream)', () => {
  // As a real provider does, the last words arrive when the stream ends.
  const scripted = createScriptedProvider({
    diarizes: true,
    atEnd: (stream) => stream.result({ text: 'That is all.', isFinal: true, speakerLabel: 'Guest-9' }),
  });
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp({ speechProvider: scripted.provider });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const open = (sessionId: string, speaker: 'interviewer' | 'candidate', speakerName: string, extra = {}) =>
    t.app.services.speech.openSource({
      userId: a.user.id,
      sessionId,
      speaker,
      speakerName,
      streamId: 'f3c1d0a2b4e64b5c9d7e8f0a1b2c3d4e',
      ...extra,
    });

  it('gives each participant a provider stream of their own; partials and lines carry their name and speaker', async () => {
    const session = await t.factories.session(a.user.id);
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    // The screen is live once a line reached it (partials are not replayed to late screens).
    screen.send({ type: 'chunk', clientChunkId: 'typed-1', text: 'Welcome.', speaker: 'interviewer' });
    await screen.waitFor(chunk('Welcome.'));
    const opened = scripted.streams.length;
    const dana = open(session.id, 'interviewer', 'Dana Reyes');
    const sam = open(session.id, 'candidate', 'Sam Okafor');
    expect(dana.streamId).toMatch(/^f3c1d0a2b4e64b5c9d7e8f0a1b2c3d4e:[0-9a-f]{8}$/);
    expect(sam.streamId).not.toBe(dana.streamId);
    const [danaHears, samHears] = [await scripted.stream(opened), await scripted.stream(opened + 1)];
    const danaPcm = rampPcm(6400, 3);
    const samPcm = rampPcm(3200, 900);
    // The first frames may wait for the recording quota's first reservation (take answers false:
    // the spool is behind); they are kept in order, and every byte reaches the provider.
    for (let at = 0; at < danaPcm.length; at += 640) dana.take(danaPcm.subarray(at, at + 640));
    sam.take(samPcm);
    await Promise.all([danaHears.received(danaPcm.length), samHears.received(samPcm.length)]);
    expect(danaHears.audio().equals(danaPcm)).toBe(true);
    expect(samHears.audio().equals(samPcm)).toBe(true);

    danaHears.result({ text: 'Tell me about', isFinal: false, speakerLabel: 'Guest-1' });
    const partial = await screen.waitFor((m) => m.type === 'partial_transcription');
    expect(partial.data).toEqual({
      speaker: 'interviewer',
      speakerName: 'Dana Reyes',
      text: 'Tell me about',
      streamId: dana.streamId,
    });
    // The same line number on both streams: two lines, neither taken for a retry of the other.
    danaHears.result({ text: 'Tell me about your last project.', isFinal: true, speakerLabel: 'Guest-1' });
    samHears.result({ text: 'I built a scheduler.', isFinal: true });
    const asked = await screen.waitFor(chunk('Tell me about your last project.'));
    const answered = await screen.waitFor(chunk('I built a scheduler.'));
    expect(asked.type === 'new_chunk' && [asked.data.speaker, asked.data.speakerName]).toEqual([
      'interviewer',
      'Dana Reyes',
    ]);
    expect(answered.type === 'new_chunk' && [answered.data.speaker, answered.data.speakerName]).toEqual([
      'candidate',
      'Sam Okafor',
    ]);
    const received = await screen.waitFor(
      (m) => m.type === 'transcription_received' && m.data.streamId === sam.streamId,
    );
    expect(received.type === 'transcription_received' && received.data.speakerName).toBe('Sam Okafor');

    await dana.end();
    await sam.end();
    expect([danaHears.ended, samHears.ended]).toEqual([true, true]);
    await screen.waitFor(chunk('That is all.'));
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/conversation`,
      headers: a.headers,
    });
    // Each participant's lines in the order spoken; two participants' lines may commit either way.
    const said = (who: string | null) =>
      lines
        .json()
        .filter((c: { speakerName: string | null }) => c.speakerName === who)
        .map((c: { text: string }) => c.text);
    expect(lines.json()).toHaveLength(5);
    expect(said(null)).toEqual(['Welcome.']);
    expect(said('Dana Reyes')).toEqual(['Tell me about your last project.', 'That is all.']);
    expect(said('Sam Okafor')).toEqual(['I built a scheduler.', 'That is all.']);
    screen.close();
  });

  it('takes a transcript heard elsewhere (Zoom’s) as the participant’s lines and only records the audio', async () => {
    const session = await t.factories.session(a.user.id);
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const opened = scripted.streams.length;
    const sam = open(session.id, 'candidate', 'Sam Okafor', { transcribedElsewhere: true });
    sam.take(rampPcm(3200));
    await sam.say('  Happy to be here.  ');
    await sam.say('   ');
    const line = await screen.waitFor(chunk('Happy to be here.'));
    expect(line.type === 'new_chunk' && [line.data.speaker, line.data.speakerName]).toEqual([
      'candidate',
      'Sam Okafor',
    ]);
    // Stamped with when it was said, when the source's clock is believable.
    const said = new Date(Date.now() - 4_000);
    await sam.say('I led the billing team.', said);
    await sam.say('And shipped it.', new Date(2));
    const stamped = await screen.waitFor(chunk('I led the billing team.'));
    expect(stamped.type === 'new_chunk' && stamped.data.timestamp).toBe(said.toISOString());
    const skewed = await screen.waitFor(chunk('And shipped it.'));
    const skewedAt = skewed.type === 'new_chunk' ? Date.parse(skewed.data.timestamp) : 0;
    expect(Math.abs(skewedAt - Date.now())).toBeLessThan(60_000);
    await sam.end();
    expect(scripted.streams.length).toBe(opened);
    screen.close();
  });

  it('is ended with its session: the last words are committed, then each participant’s WAV holds their audio', async () => {
    const session = await t.factories.session(a.user.id);
    const dana = open(session.id, 'interviewer', 'Dana Reyes');
    const sam = open(session.id, 'candidate', 'Sam Okafor');
    const sent = { interviewer: rampPcm(32_000, 5), candidate: rampPcm(16_000, 77) };
    for (let at = 0; at < 32_000; at += 640) {
      dana.take(sent.interviewer.subarray(at, at + 640));
      if (at < 16_000) sam.take(sent.candidate.subarray(at, at + 640));
    }
    await closeAndSettle(t, a, session.id);
    const files: AudioExportDto[] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/audio-exports`,
        headers: a.headers,
      })
    ).json();
    expect(files.map((f) => [f.speaker, f.size]).sort()).toEqual([
      ['candidate', 16_044],
      ['interviewer', 32_044],
    ]);
    for (const file of files) {
      const wav = (await t.app.inject({ method: 'GET', url: file.url })).rawPayload;
      expect(readWavHeader(wav)?.dataBytes).toBe(sent[file.speaker as 'candidate' | 'interviewer'].length);
      expect(wav.subarray(WAV_HEADER_BYTES).equals(sent[file.speaker as 'candidate' | 'interviewer'])).toBe(
        true,
      );
    }
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/conversation`,
      headers: a.headers,
    });
    expect(
      lines
        .json()
        .map((c: { speakerName: string }) => c.speakerName)
        .sort(),
    ).toEqual(['Dana Reyes', 'Sam Okafor']);
  });
});
