import { SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';
import type { AudioSocket, BrowserMedia, CaptureTrack, PcmTap, Recognizer } from './browser-media.ts';
import { PCM_FLUSHED, PCM_PROCESSOR, type PcmProcessorOptions } from './pcm-processor.ts';
// Vite bundles the worklet and what it imports into one file of the app's origin (script-src 'self').
import pcmWorkletUrl from './pcm-worklet.ts?worker&url';

type RecognizerConstructor = {
  new (): Recognizer;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
};

declare global {
  interface Window {
    SpeechRecognition?: RecognizerConstructor;
    webkitSpeechRecognition?: RecognizerConstructor;
  }
}

/** How long stopping waits for the worklet's last partial frame. */
const FLUSH_TIMEOUT_MS = 250;

/** The browser's own capture APIs, feature-detected. */
export function realBrowserMedia(): BrowserMedia {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const Recognition =
    typeof window === 'undefined' ? undefined : (window.SpeechRecognition ?? window.webkitSpeechRecognition);
  return {
    getDisplayMedia: devices?.getDisplayMedia ? (options) => devices.getDisplayMedia(options) : null,
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : null,
    startPcm,
    openSocket: (url): AudioSocket => new WebSocket(url),
    createRecognizer: Recognition ? () => new Recognition() : null,
    recognizesLocally: async (lang) => {
      if (!Recognition?.available) return false;
      try {
        return (await Recognition.available({ langs: [lang], processLocally: true })) === 'available';
      } catch {
        return false;
      }
    },
    language: () => document.documentElement.lang || navigator.language || 'en-US',
  };
}

/**
 * One audio context per track at the device's own rate (Firefox cannot connect a stream to a
 * context of another rate), the track's source feeding the PCM worklet. The worklet's output is
 * silence, connected to the destination so every browser keeps pulling it.
 */
async function startPcm(
  track: CaptureTrack,
  frameMs: number,
  onFrame: (frame: ArrayBuffer) => void,
): Promise<PcmTap> {
  if (!(track instanceof MediaStreamTrack)) throw new TypeError('Only a media track can be encoded');
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(pcmWorkletUrl);
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const processorOptions: PcmProcessorOptions = { frameMs, outputRate: SPEECH_SAMPLE_RATE };
    const node = new AudioWorkletNode(context, PCM_PROCESSOR, { processorOptions });
    let flushed: (() => void) | null = null;
    node.port.onmessage = (event: MessageEvent) => {
      if (event.data instanceof ArrayBuffer) onFrame(event.data);
      else if (event.data === PCM_FLUSHED) flushed?.();
    };
    source.connect(node);
    node.connect(context.destination);
    // A context made without a click (auto-capture) starts suspended until the page is used.
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    return {
      async stop() {
        await new Promise<void>((resolve) => {
          flushed = resolve;
          node.port.postMessage('flush');
          setTimeout(resolve, FLUSH_TIMEOUT_MS);
        });
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        await context.close();
      },
    };
  } catch (error) {
    void context.close();
    throw error;
  }
}
