import { useCallback, useRef, useState } from 'react';

/** A clip to play; `refresh` fetches the recordings again and answers this clip's new signed URL. */
export type AudioClip = { id: string; url: string; refresh: () => Promise<string | null> };

type Current = { clip: AudioClip; retried: boolean };

/** Interruptions by a newer `play()`, `pause()` or source; not failures of the recording. */
const INTERRUPTIONS = new Set(['AbortError', 'NotSupportedError']);

/**
 * One audio element for the whole page, so one clip plays at a time: starting another stops the
 * current one, and the end of a clip clears the playing state. A playback error (usually an
 * expired signed URL) refreshes the URLs once and retries; a second error stops with `failedId`.
 */
export function useAudioPlayback() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const current = useRef<Current | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const fail = useCallback((id: string) => {
    current.current = null;
    audioRef.current?.pause();
    setPlayingId(null);
    setFailedId(id);
  }, []);

  const start = useCallback(
    (entry: Current, url?: string) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (url !== undefined) audio.src = url;
      Promise.resolve(audio.play()).catch((error: unknown) => {
        const name = error instanceof Error ? error.name : '';
        if (current.current === entry && !INTERRUPTIONS.has(name)) fail(entry.clip.id);
      });
    },
    [fail],
  );

  const toggle = useCallback(
    (clip: AudioClip) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (playingId === clip.id) {
        audio.pause();
        setPlayingId(null);
        return;
      }
      setFailedId(null);
      setPlayingId(clip.id);
      const resuming = current.current?.clip.id === clip.id ? current.current : null;
      if (resuming) return start(resuming);
      audio.pause();
      const entry: Current = { clip, retried: false };
      current.current = entry;
      start(entry, clip.url);
    },
    [playingId, start],
  );

  const onEnded = useCallback(() => {
    current.current = null;
    setPlayingId(null);
  }, []);

  const onError = useCallback(async () => {
    const entry = current.current;
    if (!entry) return;
    if (entry.retried) return fail(entry.clip.id);
    entry.retried = true;
    const url = await entry.clip.refresh().catch(() => null);
    if (current.current !== entry) return; // the person moved on meanwhile
    if (url === null) return fail(entry.clip.id);
    start(entry, url);
  }, [fail, start]);

  return { audioRef, playingId, failedId, toggle, onEnded, onError };
}
export type AudioPlayback = ReturnType<typeof useAudioPlayback>;
