import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  anAudioExport,
  aScorecard,
  aSessionDetail,
  OTHER_AUDIO_ID,
  OTHER_SESSION_ID,
  SESSION_ID,
} from '../testing/scorecard-fixtures.ts';
import { SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const EXPORTS = `GET /api/sessions/${SESSION_ID}/audio-exports`;
const OTHER_EXPORTS = `GET /api/sessions/${OTHER_SESSION_ID}/audio-exports`;
const CANDIDATE_CLIP = anAudioExport({
  id: OTHER_AUDIO_ID,
  sessionId: OTHER_SESSION_ID,
  participantId: 'speaker',
  speaker: 'candidate',
  fileName: 'candidate.wav',
  durationSeconds: 61,
  size: 3 * 1024 * 1024,
  url: '/files/candidate.wav?sig=1',
});

/** jsdom does not play media: `play` and `pause` are stubbed on the element's prototype. */
function stubMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}

function audioElement(container: HTMLElement): HTMLAudioElement {
  const audio = container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

async function recordings(number = 1) {
  const block = await screen.findByRole('region', { name: `Interview ${number}` });
  return within(block).getByRole('group', { name: 'Audio Recordings' });
}

describe('audio recordings', () => {
  it('says so honestly when an interview has no recordings yet', async () => {
    scorecardServer(aScorecard());
    renderScorecardPages(SCORECARD_PATH);

    const panel = await recordings();
    expect(await within(panel).findByText('No audio recordings for this interview yet.')).toBeInTheDocument();
  });

  it('lists each recording with its speaker, length and size', async () => {
    scorecardServer(aScorecard(), { [EXPORTS]: () => json(200, [anAudioExport(), CANDIDATE_CLIP]) });
    renderScorecardPages(SCORECARD_PATH);

    const panel = await recordings();
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'interviewer.wavInterviewer · 2:05 · 48 KB',
      'candidate.wavCandidate · 1:01 · 3.0 MB',
    ]);
  });

  it('plays one clip at a time across interviews, pauses on request and clears when a clip ends', async () => {
    const { play, pause } = stubMedia();
    const scorecard = aScorecard({ sessions: [aSessionDetail(), aSessionDetail({ id: OTHER_SESSION_ID })] });
    scorecardServer(scorecard, {
      [EXPORTS]: () => json(200, [anAudioExport()]),
      [OTHER_EXPORTS]: () => json(200, [CANDIDATE_CLIP]),
    });
    const { user, container } = renderScorecardPages(SCORECARD_PATH);
    await user.click(
      await within(await recordings(1)).findByRole('button', { name: 'Play interviewer.wav' }),
    );
    const audio = audioElement(container);
    // Played through the audit trail's route, which redirects to a fresh signed URL.
    expect(audio.src).toMatch(new RegExp(`/api/sessions/${SESSION_ID}/recordings/${anAudioExport().id}$`));
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(await within(await recordings(2)).findByRole('button', { name: 'Play candidate.wav' }));
    expect(audio.src).toMatch(new RegExp(`/api/sessions/${OTHER_SESSION_ID}/recordings/${OTHER_AUDIO_ID}$`));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play interviewer.wav' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause candidate.wav' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause candidate.wav' }));
    expect(screen.getByRole('button', { name: 'Play candidate.wav' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play candidate.wav' }));
    expect(screen.getByRole('button', { name: 'Pause candidate.wav' })).toBeInTheDocument();
    fireEvent.ended(audio);
    expect(screen.getByRole('button', { name: 'Play candidate.wav' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
  });

  it('asks for the recordings again once after a playback error and retries', async () => {
    const { play } = stubMedia();
    let version = 1;
    const { sent } = scorecardServer(aScorecard(), {
      [EXPORTS]: () => json(200, [anAudioExport({ url: `/files/interviewer.wav?sig=${version++}` })]),
    });
    const { user, container } = renderScorecardPages(SCORECARD_PATH);
    await user.click(await within(await recordings()).findByRole('button', { name: 'Play interviewer.wav' }));
    const audio = audioElement(container);
    fireEvent.error(audio);

    await waitFor(() => expect(sent(EXPORTS)).toHaveLength(2));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause interviewer.wav' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops with a short error when the retry fails too', async () => {
    const { play } = stubMedia();
    let version = 1;
    const { sent } = scorecardServer(aScorecard(), {
      [EXPORTS]: () => json(200, [anAudioExport({ url: `/files/interviewer.wav?sig=${version++}` })]),
    });
    const { user, container } = renderScorecardPages(SCORECARD_PATH);
    await user.click(await within(await recordings()).findByRole('button', { name: 'Play interviewer.wav' }));
    const audio = audioElement(container);
    fireEvent.error(audio);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    fireEvent.error(audio);

    expect(await screen.findByRole('alert')).toHaveTextContent('This recording could not be played.');
    expect(screen.getByRole('button', { name: 'Play interviewer.wav' })).toBeInTheDocument();
    expect(sent(EXPORTS)).toHaveLength(2);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
