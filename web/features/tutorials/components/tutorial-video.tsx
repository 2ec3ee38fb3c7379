import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { tutorialUrlQueryOptions } from '../api/tutorial-url.ts';

type TutorialVideoProps = { tutorialId: string; title: string };

/**
 * Plays one tutorial from its signed address. When the address expires mid-video the player
 * fails; a fresh address is then fetched once and playback resumes where it stopped.
 */
export function TutorialVideo({ tutorialId, title }: TutorialVideoProps) {
  const url = useQuery(tutorialUrlQueryOptions(tutorialId));
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef<number | null>(null);

  const onError = () => {
    if (resumeAt.current !== null) return; // the fresh address failed too: playback stops
    resumeAt.current = videoRef.current?.currentTime ?? 0;
    void url.refetch();
  };
  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video || resumeAt.current === null) return;
    video.currentTime = resumeAt.current;
    resumeAt.current = null;
    video.play().catch((error: unknown) => console.error(error));
  };

  if (url.isPending) {
    return (
      <div role="status" className="grid">
        <span className="sr-only">Loading video...</span>
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: tutorials are uploaded without caption tracks
    <video
      ref={videoRef}
      src={url.data?.url}
      controls
      autoPlay
      aria-label={title}
      onError={onError}
      onLoadedMetadata={onLoadedMetadata}
      className="aspect-video w-full rounded-md bg-slate-950"
    />
  );
}
