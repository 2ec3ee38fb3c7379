/**
 * The browser's capture APIs as the capture engine uses them: screen and microphone capture,
 * PCM frames from an AudioWorklet, WebSockets and speech recognition. The real ones are in
 * ./real-browser-media.ts; tests use ../testing/fake-browser-media.ts (jsdom has none of them).
 * The shapes are the parts of the DOM types used here, so the real objects fit them as they are.
 */
export type BrowserMedia = {
  /** Absent where the browser cannot capture a screen or tab. */
  getDisplayMedia: ((options: DisplayCaptureOptions) => Promise<CaptureStream>) | null;
  /** Absent outside a secure context or where the browser has no media devices. */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<CaptureStream>) | null;
  /** Starts posting the track's audio as 16 kHz PCM16 frames of `frameMs` to `onFrame`. */
  startPcm(track: CaptureTrack, frameMs: number, onFrame: (frame: ArrayBuffer) => void): Promise<PcmTap>;
  openSocket(url: string): AudioSocket;
  /** Absent where the browser has no SpeechRecognition. */
  createRecognizer: (() => Recognizer) | null;
  /** Whether the browser can recognize `lang` on this device, without sending audio away. */
  recognizesLocally(lang: string): Promise<boolean>;
  /** The page's language for recognition (BCP 47). */
  language(): string;
};

/** getDisplayMedia's options, with the newer ones the DOM types do not have yet. */
export type DisplayCaptureOptions = DisplayMediaStreamOptions & {
  selfBrowserSurface?: 'include' | 'exclude';
  surfaceSwitching?: 'include' | 'exclude';
  systemAudio?: 'include' | 'exclude';
};

export interface CaptureTrack {
  readonly kind: string;
  readonly readyState: MediaStreamTrackState;
  stop(): void;
  addEventListener(type: 'ended', listener: () => void): void;
  removeEventListener(type: 'ended', listener: () => void): void;
}

export interface CaptureStream {
  getTracks(): CaptureTrack[];
  getAudioTracks(): CaptureTrack[];
}

export interface PcmTap {
  /** Sends the frame in progress, then releases the worklet, its nodes and its audio context. */
  stop(): Promise<void>;
}

/** The WebSocket members the audio channels use. */
export interface AudioSocket {
  binaryType: BinaryType;
  readonly readyState: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface RecognitionAlternative {
  readonly transcript: string;
}
export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

/** The Web Speech API's SpeechRecognition, as far as it is used here. */
export interface Recognizer {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  /** Only where the browser offers on-device recognition. */
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: ((event: Event) => void) | null;
  /** Chrome can take the track to listen to; other browsers ignore it and use the default microphone. */
  start(track?: CaptureTrack): void;
  stop(): void;
  abort(): void;
}
