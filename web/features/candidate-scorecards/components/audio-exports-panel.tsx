import { useQuery } from '@tanstack/react-query';
import { Download, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import { recordingPath } from '#contracts/privacy.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { RecordingConsentNote, RecordingsRetentionNote } from '#web/components/privacy/retention-note.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { audioExportsQueryOptions } from '../api/scorecard-queries.ts';
import { clipLengthText, fileSizeText, speakerLabel } from '../utils/scorecard-format.ts';
import { useAudioControls } from './audio-playback-provider.tsx';

/**
 * The interview's recordings, each with a play/pause control and a download link (both through
 * the audit trail); one clip plays at a time on the page. The consent and the retention date
 * are said beside them.
 */
export function AudioExportsPanel({ sessionId }: { sessionId: string }) {
  const headingId = useId();
  const exports = useQuery(audioExportsQueryOptions(sessionId));
  const refresh = async (id: string) => {
    const result = await exports.refetch();
    if (result.isError) return null;
    return result.data?.some((item) => item.id === id) ? recordingPath(sessionId, id) : null;
  };

  return (
    <fieldset aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h3 id={headingId} className="font-semibold">
        Audio Recordings
      </h3>
      <RecordingConsentNote sessionId={sessionId} />
      <RecordingsRetentionNote sessionId={sessionId} />
      {exports.isPending ? (
        <p className="text-sm text-muted-foreground">Loading recordings...</p>
      ) : exports.isError ? (
        <LoadError
          message="Failed to load the recordings. Please try again."
          onRetry={() => void exports.refetch()}
          retrying={exports.isFetching}
        />
      ) : exports.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No audio recordings for this interview yet.</p>
      ) : (
        <ul className="grid gap-2">
          {exports.data.map((clip) => (
            <AudioExportRow key={clip.id} clip={clip} refresh={() => refresh(clip.id)} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type AudioExportRowProps = { clip: AudioExportDto; refresh: () => Promise<string | null> };

function AudioExportRow({ clip, refresh }: AudioExportRowProps) {
  const { playingId, failedId, toggle } = useAudioControls();
  const playing = playingId === clip.id;
  const Icon = playing ? Pause : Play;
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          variant="outline"
          aria-label={`${playing ? 'Pause' : 'Play'} ${clip.fileName}`}
          onClick={() => toggle({ id: clip.id, url: recordingPath(clip.sessionId, clip.id), refresh })}
        >
          <Icon aria-hidden="true" />
        </Button>
        <div className="grid min-w-0 gap-0.5 text-sm">
          <span className="truncate font-medium">{clip.fileName}</span>
          <span className="text-muted-foreground">
            {speakerLabel(clip.speaker)} · {clipLengthText(clip.durationSeconds)} · {fileSizeText(clip.size)}
          </span>
        </div>
        <a
          href={recordingPath(clip.sessionId, clip.id, true)}
          download={clip.fileName}
          aria-label={`Download ${clip.fileName}`}
          title={`Download ${clip.fileName}`}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'ml-auto' })}
        >
          <Download aria-hidden="true" />
        </a>
      </div>
      {failedId === clip.id && (
        <p role="alert" className="text-sm text-destructive">
          This recording could not be played. Please try again later.
        </p>
      )}
    </li>
  );
}
