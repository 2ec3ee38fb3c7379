import { act } from '@testing-library/react';
import type {
  BrowserMedia,
  CaptureStream,
  CaptureTrack,
  DisplayCaptureOptions,
  PcmTap,
} from '../media/browser-media.ts';
import { FakeAudioSocket } from './fake-audio-socket.ts';
import { FakeRecognizer } from './fake-recognizer.ts';

export class FakeTrack implements CaptureTrack {
  readyState: MediaStreamTrackState = 'live';
  private readonly listeners = new Set<() => void>();

  constructor(readonly kind: 'audio' | 'video') {}

  stop(): void {
    this.readyState = 'ended';
  }

  addEventListener(_type: 'ended', listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'ended', listener: () => void): void {
    this.listeners.delete(listener);
  }

  /** The browser ends the track (its "Stop sharing" button, or a device unplugged). */
  endByBrowser(): void {
    this.readyState = 'ended';
    act(() => {
      for (const listener of this.listeners) listener();
    });
  }
}

export type FakeStream = CaptureStream & { tracks: FakeTrack[] };

export function fakeStream(...kinds: ('audio' | 'video')[]): FakeStream {
  const tracks = kinds.map((kind) => new FakeTrack(kind));
  return {
    tracks,
    getTracks: () => [...tracks],
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  };
}

/** A PCM tap whose frames the test emits. */
export class FakeTap implements PcmTap {
  stopped = false;

  constructor(
    readonly track: CaptureTrack,
    readonly frameMs: number,
    private readonly onFrame: (frame: ArrayBuffer) => void,
  ) {}

  /** The worklet posts a frame of `bytes` bytes, each set to `fill`. */
  emit(bytes: number, fill = 1): ArrayBuffer {
    const frame = new Uint8Array(bytes).fill(fill).buffer;
    act(() => this.onFrame(frame));
    return frame;
  }

  async stop(): Promise<void> {
    this.stopped = true;
  }
}

type Setup = {
  /** What getDisplayMedia does; null: the browser has none. Default: a tab with video and audio. */
  display?: (() => Promise<FakeStream>) | null;
  /** What getUserMedia does; default: a microphone. */
  microphone?: () => Promise<FakeStream>;
  /** Whether SpeechRecognition exists (default true), and recognizes on the device (default false). */
  recognition?: boolean;
  local?: boolean;
};

/** Fake browser capture APIs, recording every stream, tap, socket and recognizer they make. */
export function fakeBrowserMedia(setup: Setup = {}) {
  const displays: FakeStream[] = [];
  const microphones: FakeStream[] = [];
  const displayCalls: DisplayCaptureOptions[] = [];
  const microphoneCalls: MediaStreamConstraints[] = [];
  const taps: FakeTap[] = [];
  const sockets: FakeAudioSocket[] = [];
  const recognizers: FakeRecognizer[] = [];
  const display = setup.display === undefined ? async () => fakeStream('video', 'audio') : setup.display;

  const media: BrowserMedia = {
    getDisplayMedia: display
      ? async (options) => {
          displayCalls.push(options);
          const stream = await display();
          displays.push(stream);
          return stream;
        }
      : null,
    getUserMedia: async (constraints) => {
      microphoneCalls.push(constraints);
      const stream = await (setup.microphone ?? (async () => fakeStream('audio')))();
      microphones.push(stream);
      return stream;
    },
    startPcm: async (track, frameMs, onFrame) => {
      const tap = new FakeTap(track, frameMs, onFrame);
      taps.push(tap);
      return tap;
    },
    openSocket: (url) => {
      const socket = new FakeAudioSocket(url);
      sockets.push(socket);
      return socket;
    },
    createRecognizer:
      setup.recognition === false
        ? null
        : () => {
            const recognizer = new FakeRecognizer();
            recognizers.push(recognizer);
            return recognizer;
          },
    recognizesLocally: async () => setup.local ?? false,
    language: () => 'en-US',
  };

  const find = <T>(list: T[], what: string, predicate: (item: T) => boolean = () => true): T => {
    const found = list.filter(predicate).at(-1);
    if (!found) throw new Error(`No ${what} was made`);
    return found;
  };

  return {
    media,
    displays,
    microphones,
    displayCalls,
    microphoneCalls,
    taps,
    sockets,
    recognizers,
    /** The latest socket of an audio type or speaker. */
    socket: (audioTypeOrSpeaker: string) =>
      find(sockets, `socket for ${audioTypeOrSpeaker}`, (s) =>
        [s.query.get('audioType'), s.query.get('speaker')].includes(audioTypeOrSpeaker),
      ),
    tap: (track: CaptureTrack) => find(taps, 'PCM tap for that track', (t) => t.track === track),
    recognizer: () => find(recognizers, 'recognizer'),
  };
}
