import type { BrowserMedia, CaptureStream, CaptureTrack, PcmTap } from './media/browser-media.ts';
import { type AudioUploadOptions, openAudioUpload } from './socket/audio-upload.ts';

type PipeOptions = Pick<AudioUploadOptions, 'url' | 'encoding' | 'onMessage'> & { frameMs: number };

/**
 * Everything one capture holds (tracks, PCM taps, sockets, a recognizer), released together and
 * once by `stop()`, including what arrives after it (a stop while capture is still starting).
 */
export class CaptureRun {
  stopped = false;
  /** While paused, frames are dropped rather than sent or kept. */
  paused = false;
  private readonly releases: (() => void)[] = [];

  /** `onEnd` runs when the run ends on its own: a socket closed by the server or given up. */
  constructor(
    private readonly media: BrowserMedia,
    private readonly onEnd: () => void,
  ) {}

  /** The stream's tracks are stopped when the run ends. */
  own(stream: CaptureStream): void {
    this.onStop(() => {
      for (const track of stream.getTracks()) track.stop();
    });
  }

  onStop(release: () => void): void {
    if (this.stopped) release();
    else this.releases.push(release);
  }

  /** Calls `listener` when any of the tracks ends (the browser's "Stop sharing"). */
  watchEnded(tracks: CaptureTrack[], listener: () => void): void {
    for (const track of tracks) {
      track.addEventListener('ended', listener);
      this.onStop(() => track.removeEventListener('ended', listener));
    }
  }

  /** Sends the track's audio as PCM frames over its own audio socket. */
  async pipe(track: CaptureTrack, options: PipeOptions): Promise<void> {
    const { frameMs, ...upload } = options;
    const uploader = openAudioUpload({ ...upload, media: this.media, onEnd: () => this.end() });
    let tap: PcmTap;
    try {
      tap = await this.media.startPcm(track, frameMs, (frame) => {
        if (!this.paused) uploader.send(frame);
      });
    } catch (error) {
      uploader.close();
      throw error;
    }
    // The frame in progress is sent before the socket closes.
    this.onStop(() => {
      void tap
        .stop()
        .catch(() => undefined)
        .then(() => uploader.close());
    });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const release of this.releases.splice(0)) release();
  }

  private end(): void {
    if (this.stopped) return;
    this.stop();
    this.onEnd();
  }
}
