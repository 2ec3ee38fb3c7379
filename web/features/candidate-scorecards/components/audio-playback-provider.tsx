import { createContext, type ReactNode, useContext } from 'react';
import { type AudioPlayback, useAudioPlayback } from '../hooks/use-audio-playback.ts';

type PlaybackControls = Pick<AudioPlayback, 'playingId' | 'failedId' | 'toggle'>;

const PlaybackContext = createContext<PlaybackControls | null>(null);

/** Holds the page's single audio element; every audio exports panel below plays through it. */
export function AudioPlaybackProvider({ children }: { children: ReactNode }) {
  const { audioRef, playingId, failedId, toggle, onEnded, onError } = useAudioPlayback();
  return (
    <PlaybackContext value={{ playingId, failedId, toggle }}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: interview recordings have no caption track; the transcript is on the session page */}
      <audio ref={audioRef} preload="none" onEnded={onEnded} onError={() => void onError()} hidden />
    </PlaybackContext>
  );
}

export function useAudioControls(): PlaybackControls {
  const controls = useContext(PlaybackContext);
  if (!controls) throw new Error('useAudioControls needs an AudioPlaybackProvider');
  return controls;
}
